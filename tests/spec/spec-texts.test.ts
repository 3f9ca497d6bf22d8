import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type Deviation,
  deviationKinds,
  deviationsPath,
  existsInRepo,
  findInSource,
  notTexts,
  portalReferences,
  quotedStrings,
  readDeviations,
  readSourceTexts,
  readSpecTexts,
  serverTexts,
  specDir,
  specPattern,
  specTextsOf,
  textsOfSource,
} from './spec-texts';

/**
 * The spec's texts, checked (issue 32): every quoted French text of the UI sections of the three
 * spec documents (tests/spec/spec-texts.ts says which sections and why) is in the portal's code
 * under src/ as the spec writes it, or docs/spec-deviations.md says why not: a correction of an
 * evident mistake of the original product, a text the portal composes from the spec's parts, or
 * a screen not built.
 */

describe('reading the spec and the source', () => {
  it('reads quoted texts whose apostrophes are inside words', () => {
    expect(
      quotedStrings(
        "- Empty: 'Aucune activité n'est proposée pour le moment.' and 'Bienvenue à l'{product} !'.",
      ),
    ).toEqual(["Aucune activité n'est proposée pour le moment.", "Bienvenue à l'{product} !"]);
    expect(quotedStrings("the members' area, joined with ' - ' (or 'Aucune activité')")).toEqual([
      ' - ',
      'Aucune activité',
    ]);
    expect(quotedStrings('a "Fin" button and ‘Précédent’')).toEqual(['Fin', 'Précédent']);
  });

  it('skips the entity and call sections, and quotes without a letter', () => {
    const markdown = [
      '## 2. Screens and routes',
      "Shows 'Merci !' and ''.",
      '### 2.1 A dialog',
      "'Annuler'",
      '## 3. Entities and their fields',
      "- title ('Saison')",
      '### A subsection',
      "- value ('GoClub')",
      '## 7. The calls it makes',
      "A link equal to 'FULL'.",
      '## 8. The error catalogue',
      "'Échec'",
    ].join('\n');
    expect(specTextsOf(markdown, 'x.md').map(({ text }) => text)).toEqual([
      'Merci !',
      'Annuler',
      'Échec',
    ]);
  });

  it('reads JSX text across lines and inline elements, entities decoded, comments ignored', () => {
    const code = [
      "// Spec: 'Pas de séance ce jour.'",
      'export const A = () => (',
      '  <p>',
      "    Vous n&apos;avez réalisé aucune demande{' '}",
      '    <strong>pour la saison</strong> {season.title}',
      '  </p>',
      ');',
      'const b = `Il reste ${n} places`;',
      "const c = 'Tous ' + 'les clubs';",
    ].join('\n');
    const texts = textsOfSource(code, 'a.tsx');
    const find = (text: string) => texts.some((source) => specPattern(text).test(source));
    expect(find('Pas de séance ce jour.')).toBe(false);
    expect(find("Vous n'avez réalisé aucune demande pour la saison {season}")).toBe(true);
    expect(find('Il reste {n} places')).toBe(true);
    expect(find('Tous les clubs')).toBe(true);
    // A placeholder stands for an expression of the source, not for any word.
    expect(find('Il reste deux places')).toBe(false);
    // A text is not found inside a longer word.
    expect(specPattern('Oui').test('Bouillon')).toBe(false);
  });
});

describe('the spec texts', () => {
  it('finds the spec documents', () => {
    expect(
      existsSync(specDir),
      `${specDir}: the spec documents (set SPEC_DIR to their folder)`,
    ).toBe(true);
  });

  const spec = existsSync(specDir) ? readSpecTexts() : [];
  const unique = [...new Map(spec.map((entry) => [entry.text, entry])).values()];
  const specTexts = new Set(unique.map(({ text }) => text));
  const { portal, mock } = readSourceTexts();
  const deviations = readDeviations(
    existsSync(deviationsPath) ? readFileSync(deviationsPath, 'utf8') : '',
  );
  const deviationOf = new Map<string, Deviation>(deviations.map((entry) => [entry.text, entry]));

  it('reads texts from each document', () => {
    for (const document of ['enrolment.md', 'members-area.md', 'administration.md'])
      expect(
        unique.filter((entry) => entry.document === document).length,
        document,
      ).toBeGreaterThan(30);
  });

  it('leaves out only quotes the spec still makes', () => {
    const stale = [...Object.keys(notTexts), ...Object.keys(serverTexts)].filter(
      (text) => !specTexts.has(text),
    );
    expect(stale, 'listed in tests/spec/spec-texts.ts, no longer quoted by the spec').toEqual([]);
  });

  it('finds each text in src, or in docs/spec-deviations.md with its reason', () => {
    const texts = unique.filter(({ text }) => !(text in notTexts));
    const found = texts.filter(({ text }) => findInSource(text, portal));
    const fromServer = texts.filter(({ text }) => text in serverTexts);
    const missing = texts.filter(
      ({ text }) => !findInSource(text, portal) && !deviationOf.has(text) && !(text in serverTexts),
    );
    const counts = Object.fromEntries(
      deviationKinds.map((kind) => [
        kind,
        deviations.filter((entry) => entry.kind === kind).length,
      ]),
    );
    console.log(
      `Spec texts: ${texts.length} (${Object.keys(notTexts).length} quotes that are no text left out): ` +
        `found verbatim ${found.length} (and ${fromServer.length} sent by the server), ` +
        `corrected ${counts.corrected}, composed ${counts.composed}, not built ${counts['not built']}`,
    );
    expect(
      missing.map(({ text, document, section }) => `${document} (${section}): '${text}'`),
      'spec texts found neither in src nor in docs/spec-deviations.md',
    ).toEqual([]);
  });

  it('finds the texts a server sends in the mocked backend only', () => {
    const problems = Object.keys(serverTexts).flatMap((text) => {
      if (findInSource(text, portal)) return [`'${text}': now in the portal's code`];
      if (!findInSource(text, mock)) return [`'${text}': not in src/mocks either`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('keeps docs/spec-deviations.md to texts the spec quotes and src does not have', () => {
    expect(existsSync(deviationsPath), 'docs/spec-deviations.md').toBe(true);
    const problems = deviations.flatMap((entry) => {
      const where = `docs/spec-deviations.md:${entry.line} '${entry.text}'`;
      const found: string[] = [];
      if (!specTexts.has(entry.text)) found.push(`${where}: no longer in the spec`);
      else if (findInSource(entry.text, portal))
        found.push(`${where}: now in src as the spec writes it`);
      if (!(deviationKinds as readonly string[]).includes(entry.kind))
        found.push(`${where}: kind '${entry.kind}' (one of ${deviationKinds.join(', ')})`);
      if (entry.reason.length < 10) found.push(`${where}: no reason`);
      const { texts, files } = portalReferences(entry);
      for (const text of texts)
        if (!findInSource(text, portal)) found.push(`${where}: portal text '${text}' not in src`);
      for (const file of files) if (!existsInRepo(file)) found.push(`${where}: no file ${file}`);
      if (entry.kind !== 'not built' && (texts.length === 0 || files.length === 0))
        found.push(`${where}: give the portal's text and its file`);
      return found;
    });
    const duplicates = deviations.filter(
      (entry, index) => deviations.findIndex((other) => other.text === entry.text) !== index,
    );
    expect([
      ...problems,
      ...duplicates.map((entry) => `docs/spec-deviations.md:${entry.line}: listed twice`),
    ]).toEqual([]);
  });
});
