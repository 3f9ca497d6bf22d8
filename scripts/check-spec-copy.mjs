// docs/spec holds the requirement documents, so that a clone anywhere reads them (the spec-texts
// test, scripts/check-spec-vocabulary.mjs). Where the team's copy sits beside the repository
// (../shared/spec, or SHARED_SPEC_DIR), the two must not drift: any difference fails.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ours = 'docs/spec';
const shared = process.env.SHARED_SPEC_DIR ?? '../shared/spec';

if (!existsSync(shared)) {
  console.log(`No ${shared} beside the repository: ${ours} is the reference.`);
  process.exit(0);
}
const names = (dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
const problems = [];
const all = new Set([...names(ours), ...names(shared)]);
for (const name of all) {
  const [a, b] = [path.join(ours, name), path.join(shared, name)];
  if (!existsSync(a) || !existsSync(b))
    problems.push(`${name}: only in ${existsSync(a) ? ours : shared}`);
  else if (readFileSync(a, 'utf8') !== readFileSync(b, 'utf8')) problems.push(`${name}: differs`);
}
if (problems.length > 0) {
  console.error(
    `${ours} and ${shared} differ: copy the team's documents again (cp ${shared}/*.md ${ours}/).`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`${ours} matches ${shared} (${all.size} documents).`);
