import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { WriteOperation } from './write-operations';

/**
 * Which documented writes the portal makes, read from its source (src/features, src/shared,
 * src/app; never the generated schemas): a file that names a write method ('POST', 'PUT',
 * 'DELETE', 'PATCH') makes the writes of that method whose path one of its string literals
 * spells (`/profiles/${id}/dissociate` for PUT /profiles/{id}/dissociate). Coarse on purpose: it
 * may only find too much, and the coverage test then asks for a row or a reason.
 */
const roots = ['src/features', 'src/shared', 'src/app'];
const skipped = /src\/shared\/api\/generated\//;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** String and template literals that start with '/', a `${…}` part read as one path segment. */
function pathLiterals(text: string): string[] {
  const flat = text.replace(/\$\{[^}]*\}/g, '{}');
  return [...flat.matchAll(/(['"`])(\/[^'"`\s]*)\1/g)].map((match) => match[2] ?? '');
}

function templatePattern(template: string): RegExp {
  const pattern = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}$`);
}

export type ClientWrite = { operationId: string; files: string[] };

/** The documented writes the source makes, each with the files that make it. */
export function clientWrites(operations: WriteOperation[], slug: string): ClientWrite[] {
  const cwd = process.cwd();
  const found = new Map<string, Set<string>>();
  for (const file of roots.flatMap((root) => sourceFiles(join(cwd, root)))) {
    if (skipped.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const methods = new Set(
      [...text.matchAll(/['"](POST|PUT|DELETE|PATCH)['"]/g)].map((match) => match[1]),
    );
    if (methods.size === 0) continue;
    const literals = pathLiterals(text);
    for (const operation of operations) {
      if (!methods.has(operation.method)) continue;
      const test = templatePattern(operation.path.replaceAll('{product}', slug));
      if (literals.some((literal) => test.test(literal.replaceAll('{}', 'x')))) {
        const files = found.get(operation.operationId) ?? new Set<string>();
        files.add(relative(cwd, file));
        found.set(operation.operationId, files);
      }
    }
  }
  return [...found].map(([operationId, files]) => ({ operationId, files: [...files].sort() }));
}
