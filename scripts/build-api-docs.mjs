// Renders each contract document of docs/openapi as one readable HTML page (Redocly's
// build-docs) into build/api-docs/, which git ignores: the reference the backend team reads.
// Telemetry off, so the build stays offline (docs/adr/0015-openapi-contract.md).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

const out = 'build/api-docs';
const documents = [
  ['main-api', 'Main API'],
  ['pass-api', 'PASS API'],
  ['chat-api', 'Chat service (REST)'],
];
mkdirSync(out, { recursive: true });
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
for (const [name] of documents) {
  execFileSync(
    'node_modules/.bin/redocly',
    ['build-docs', `docs/openapi/${name}.yaml`, '--output', `${out}/${name}.html`],
    { stdio: 'inherit', env },
  );
}
const links = documents.map(([name, title]) => `<li><a href="${name}.html">${title}</a></li>`);
writeFileSync(
  `${out}/index.html`,
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Member portal API contract</title>` +
    `<h1>Member portal API contract</h1><ul>${links.join('')}</ul>` +
    `<p>The STOMP destinations: docs/openapi/chat-stomp.asyncapi.yaml.</p></html>\n`,
);
console.log(`API reference written to ${out}/index.html`);
