// Fails when src/shared/api/generated differs from what docs/openapi generates
// (docs/adr/0017-generated-schemas.md): regenerates into a temporary folder and compares
// file by file, so a document changed without `npm run gen:api`, or a generated file edited
// by hand, stops `npm test`.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from './gen-api.mjs';

const root = path.resolve(import.meta.dirname, '..');
const committed = path.join(root, 'src/shared/api/generated');

async function filesUnder(folder) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

const scratch = await mkdtemp(path.join(tmpdir(), 'check-api-generated-'));
try {
  const fresh = path.join(scratch, 'generated');
  await generate(fresh);
  const [expected, actual] = await Promise.all([filesUnder(fresh), filesUnder(committed)]);
  const differences = [];
  for (const file of new Set([...expected, ...actual])) {
    if (!expected.includes(file)) differences.push(`${file}: not generated any more`);
    else if (!actual.includes(file)) differences.push(`${file}: missing`);
    else {
      const [want, have] = await Promise.all([
        readFile(path.join(fresh, file), 'utf8'),
        readFile(path.join(committed, file), 'utf8'),
      ]);
      if (want !== have) differences.push(`${file}: differs`);
    }
  }
  if (differences.length > 0) {
    console.error(
      'check:api-generated: src/shared/api/generated does not match docs/openapi.\n' +
        differences.map((line) => `  - ${line}`).join('\n') +
        '\nRun `npm run gen:api` and commit the result (never edit the generated files).',
    );
    process.exitCode = 1;
  } else {
    console.log(`check:api-generated: ${expected.length} generated files match docs/openapi.`);
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}
