import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The spec's quoted French texts and the portal's own texts, side by side (issue 32). Read by
 * tests/spec/spec-texts.test.ts; the choices are documented here, where they are made.
 */

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The three requirement documents, copied into docs/spec (scripts/check-spec-copy.mjs). */
export const specDir = path.resolve(repoRoot, process.env.SPEC_DIR ?? 'docs/spec');
export const specDocuments = ['enrolment.md', 'members-area.md', 'administration.md'] as const;

export type SpecText = { text: string; document: string; section: string };

/**
 * Which sections hold texts a user reads. Each document has the same numbered sections; two of
 * them quote identifiers, not visible texts, and are skipped:
 * - '3. Entities and their fields': field names, enum values and formats ('GoClub', 'FULL',
 *   'YYYY/YYYY');
 * - '7. The calls it makes': paths, parameters and payload names.
 * Every other section (1 what the product does, 2 screens and routes, 4 states, 5 validation,
 * 6 roles, 8 error catalogue, 9 constants) is a UI section: its quotes are screen texts, messages
 * and labels, but for the few quotes listed in `notTexts` below.
 */
export const skippedSections = [/^3\. Entities and their fields$/, /^7\. The calls it makes$/];

/**
 * Quoted strings of the UI sections that are no French text a user reads: values, formats,
 * address fragments, and English words the spec quotes to describe something. Each must still
 * be quoted by the spec (the test checks it), so the list cannot go stale.
 */
export const notTexts: Readonly<Record<string, string>> = {
  GoClub:
    "enrolment.md 1: the sign-in method's value (signinMethod), shown as 'Finaliser mon inscription au club (pré-inscription)'",
  Online: "enrolment.md 1: the sign-in method's value, shown as 'Inscription en ligne'",
  s: "enrolment.md 2: the plural mark of 'Echéance', not a text",
  access: 'enrolment.md 6: the English name of licence level 2',
  FULL: "members-area.md 4: the payment link's value when no place is left",
  success: 'members-area.md 2: the value of the route segment payments/{result}',
  true: 'members-area.md 2: the value of the query parameter payment',
  Adherons: "members-area.md 6: the identity-provider role checked for the members' platform admin",
  all: "administration.md 2.1: the filters' option for every choice, named in English (the portal writes 'Tous les clubs', 'Toutes les régions'...)",
  public: 'administration.md 6: the address fragment of calls sent without a bearer token',
  comments: 'administration.md 4.7: an address fragment that leaves the loading indicator off',
  post: 'administration.md 4.7: an address fragment that leaves the loading indicator off',
  'YYYY/YYYY': "administration.md 9: the season title's format",
};

/**
 * Texts the spec has a server send and the portal shows as they come: found in the mocked
 * backend (src/mocks), which plays that server in the demo and the tests, not in the portal's
 * code. Any other text found only in src/mocks fails the test.
 */
export const serverTexts: Readonly<Record<string, string>> = {
  'Réservation annulée':
    "members-area.md 8: the PASS server answers a cancellation in plain text and the portal shows it titled 'Succès' (src/mocks/handlers/pass/pass-respond.ts sends it)",
};

/**
 * A quote opens after the start of a line, a space or an opening bracket, and closes before the
 * end of a line, a space or punctuation: an apostrophe between letters ("n'est", 'l'{product}')
 * does neither, so the spec's single quotes around French texts that contain apostrophes are
 * read whole. Double quotes and typographic quotes (‘…’) are read as well, though the documents
 * use none today.
 */
const quotePairs: readonly [open: string, close: string][] = [
  ["'", "'"],
  ['"', '"'],
  ['‘', '’'],
];
const opensAfter = /[\s([{/|>]/;
const closesBefore = /[\s.,;:!?)\]}/|]/;

export function quotedStrings(line: string): string[] {
  const found: string[] = [];
  let index = 0;
  while (index < line.length) {
    const pair = quotePairs.find(([open]) => open === line[index]);
    const before = index === 0 ? ' ' : line[index - 1]!;
    if (!pair || !opensAfter.test(before)) {
      index += 1;
      continue;
    }
    const [, close] = pair;
    let end = -1;
    for (let at = index + 1; at < line.length; at += 1) {
      const after = at + 1 === line.length ? ' ' : line[at + 1]!;
      if (line[at] === close && closesBefore.test(after)) {
        end = at;
        break;
      }
    }
    if (end === -1) {
      index += 1;
      continue;
    }
    found.push(line.slice(index + 1, end));
    index = end + 1;
  }
  return found;
}

/** Only texts with a letter: a quoted separator (' - ') or an empty route ('') is no text. */
const hasLetter = /\p{L}/u;

export function specTextsOf(markdown: string, document: string): SpecText[] {
  const texts: SpecText[] = [];
  let chapter = '';
  let section = '';
  for (const line of markdown.split('\n')) {
    const heading = /^(#{2,6})\s+(.*)$/.exec(line);
    if (heading) {
      section = heading[2]!.trim();
      if (heading[1] === '##') chapter = section;
    }
    if (skippedSections.some((pattern) => pattern.test(chapter))) continue;
    for (const quoted of quotedStrings(line)) {
      const text = normalise(quoted);
      if (hasLetter.test(text)) texts.push({ text, document, section });
    }
  }
  return texts;
}

export function readSpecTexts(): SpecText[] {
  return specDocuments.flatMap((document) =>
    specTextsOf(readFileSync(path.join(specDir, document), 'utf8'), document),
  );
}

const entities: Readonly<Record<string, string>> = {
  apos: "'",
  quot: '"',
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: ' ',
  rsquo: "'",
  lsquo: "'",
  laquo: '«',
  raquo: '»',
  hellip: '...',
  ndash: '–',
  mdash: '—',
};

/** HTML entities as JSX text writes them: &apos;, &nbsp;, &#39;, &#x2019;. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? entity;
  });
}

/**
 * One spelling for what only typography tells apart: any run of spaces (non-breaking and narrow
 * ones included, and a JSX line break) is one space, a typographic apostrophe is ', an ellipsis
 * is three dots. Accents, case and the space before a colon are not touched: changing them is a
 * correction the deviations document records.
 */
export function normalise(text: string): string {
  return text
    .replace(/[’‘]/g, "'")
    .replace(/…/g, '...')
    .replace(/[\s\u00a0\u202f\u2009]+/g, ' ')
    .trim();
}

/** Where the source has an expression inside a text (`${name}`, JSX `{name}`). */
export const hole = '\u241f';

export type SourceText = { text: string; file: string };

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * The texts of one source file, read with the TypeScript parser so that comments (which quote
 * the spec) count for nothing: string literals, template literals (an expression becomes a hole),
 * string concatenations, and JSX children joined as the browser shows them (inline elements'
 * text included, `{' '}` as a space, any other expression a hole, entities decoded).
 */
export function textsOfSource(code: string, fileName: string): string[] {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: string[] = [];

  const stringOf = (node: ts.Node): string | undefined => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node))
      return node.head.text + node.templateSpans.map((span) => hole + span.literal.text).join('');
    if (ts.isParenthesizedExpression(node)) return stringOf(node.expression);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const left = stringOf(node.left);
      const right = stringOf(node.right);
      if (left === undefined && right === undefined) return undefined;
      return (left ?? hole) + (right ?? hole);
    }
    return undefined;
  };

  const jsxChildrenText = (children: ts.NodeArray<ts.JsxChild>): string =>
    children
      .map((child) => {
        if (ts.isJsxText(child)) return decodeEntities(child.text);
        if (ts.isJsxExpression(child)) {
          if (!child.expression) return '';
          const literal = stringOf(child.expression);
          return literal ?? hole;
        }
        if (ts.isJsxElement(child)) return jsxChildrenText(child.children);
        if (ts.isJsxFragment(child)) return jsxChildrenText(child.children);
        return hole;
      })
      .join('');

  const visit = (node: ts.Node) => {
    const literal = stringOf(node);
    if (literal !== undefined) texts.push(literal);
    if (ts.isJsxElement(node) || ts.isJsxFragment(node)) texts.push(jsxChildrenText(node.children));
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer))
      texts.push(decodeEntities(node.initializer.text));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts.map(normalise).filter((text) => text.length > 0);
}

/**
 * The texts of src/, in two parts: the portal's code, and the mocked backend (src/mocks), whose
 * texts are a server's, not a screen's (see `serverTexts`).
 */
export function readSourceTexts(): { portal: SourceText[]; mock: SourceText[] } {
  const texts = sourceFiles(path.join(repoRoot, 'src')).flatMap((file) =>
    textsOfSource(readFileSync(file, 'utf8'), file).map((text) => ({
      text,
      file: path.relative(repoRoot, file).split(path.sep).join('/'),
    })),
  );
  const isMock = (source: SourceText) => source.file.startsWith('src/mocks/');
  return {
    portal: texts.filter((source) => !isMock(source)),
    mock: texts.filter(isMock),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A spec text as a pattern over the source's texts: its placeholders ({product}, {season},
 * {date}...) stand for the source's expressions (one hole, or words around one); everything
 * else is literal. A text that starts or ends with a letter is not found inside a longer word.
 */
export function specPattern(text: string): RegExp {
  const parts = text.split(/\{[^{}]*\}/);
  const placeholder = `[^\\s${hole}]*${hole}[^\\s]*`;
  const body = parts.map(escapeRegExp).join(placeholder);
  const start = /^\p{L}/u.test(text) ? '(?<!\\p{L})' : '';
  const end = /\p{L}$/u.test(text) ? '(?!\\p{L})' : '';
  return new RegExp(`${start}${body}${end}`, 'u');
}

export function findInSource(text: string, sources: readonly SourceText[]): SourceText | undefined {
  const pattern = specPattern(text);
  return sources.find((source) => pattern.test(source.text));
}

export const deviationKinds = ['corrected', 'composed', 'not built'] as const;
export type DeviationKind = (typeof deviationKinds)[number];
export type Deviation = {
  text: string;
  kind: string;
  reason: string;
  portal: string;
  line: number;
};

export const deviationsPath = path.join(repoRoot, 'docs/spec-deviations.md');

/**
 * The deviations document's table rows: | `spec text` | kind | reason | portal's text |. The
 * spec's text is the first cell's code span; rows without one (the header, the ruler) are not
 * entries.
 */
export function readDeviations(markdown: string): Deviation[] {
  const deviations: Deviation[] = [];
  markdown.split('\n').forEach((line, index) => {
    if (!line.startsWith('|')) return;
    const cells = line
      .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
      .split(' | ')
      .map((cell) => cell.trim());
    const code = /^`([^`]+)`$/.exec(cells[0] ?? '');
    if (!code) return;
    deviations.push({
      text: normalise(code[1]!),
      kind: cells[1] ?? '',
      reason: cells[2] ?? '',
      portal: cells[3] ?? '',
      line: index + 1,
    });
  });
  return deviations;
}

/** The portal's texts a deviation names (its fourth cell's code spans) and the files it cites. */
export function portalReferences(deviation: Deviation): { texts: string[]; files: string[] } {
  const texts = [...deviation.portal.matchAll(/`([^`]+)`/g)].map((match) => normalise(match[1]!));
  const files = texts.filter((text) => /^src\/\S+\.tsx?$/.test(text));
  return { texts: texts.filter((text) => !files.includes(text)), files };
}

export const existsInRepo = (file: string) => existsSync(path.join(repoRoot, file));
