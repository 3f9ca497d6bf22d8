// Checks what Redocly does not (docs/adr/0015-openapi-contract.md), for the four contract
// documents of docs/openapi: every `x-designed` mark is `true` and carries a one-line reason;
// no designed field is required; the AsyncAPI document's channels are exactly src/shared/realtime/destinations.json, each with
// a message whose payload is a JSON Schema that compiles; then it prints the counts the
// closing note of issue 20 asks for (operations, designed operations, designed fields).
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { parse } from 'yaml';

const dir = 'docs/openapi';
const openApiFiles = ['main-api.yaml', 'pass-api.yaml', 'chat-api.yaml'];
const asyncApiFile = 'chat-stomp.asyncapi.yaml';
const problems = [];
const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function load(file) {
  return parse(readFileSync(`${dir}/${file}`, 'utf8'));
}

/** Every designed mark, by its JSON pointer; a mark's reason is one non-empty line. */
function designedMarks(node, file, pointer = '', found = []) {
  if (Array.isArray(node)) {
    node.forEach((item, index) => designedMarks(item, file, `${pointer}/${index}`, found));
    return found;
  }
  if (node === null || typeof node !== 'object') return found;
  // x-designed-path: an operation the spec names whose path it does not show (a spec-built
  // backend has it, at an address we chose); x-designed: something the spec does not name.
  const marked = 'x-designed' in node || 'x-designed-path' in node;
  const reason = node['x-designed-reason'];
  for (const mark of ['x-designed', 'x-designed-path']) {
    if (mark in node && node[mark] !== true) problems.push(`${file}#${pointer}: ${mark} must be true`);
  }
  if ('x-designed' in node && 'x-designed-path' in node)
    problems.push(`${file}#${pointer}: x-designed and x-designed-path together`);
  if (marked && (typeof reason !== 'string' || !reason.trim() || reason.includes('\n'))) {
    problems.push(`${file}#${pointer}: x-designed needs a one-line x-designed-reason`);
  }
  if (!marked && reason !== undefined)
    problems.push(`${file}#${pointer}: a reason without x-designed`);
  if (marked) found.push(pointer);
  // A field we designed may be absent from a spec-built backend: it is never required.
  for (const name of Array.isArray(node.required) ? node.required : []) {
    if (node.properties?.[name]?.['x-designed'] === true) {
      problems.push(`${file}#${pointer}: '${name}' is designed and cannot be required`);
    }
  }
  for (const [key, value] of Object.entries(node))
    designedMarks(value, file, `${pointer}/${key}`, found);
  return found;
}

const counts = [];
for (const file of openApiFiles) {
  const document = load(file);
  const marks = designedMarks(document, file);
  let operations = 0;
  let designedOperations = 0;
  let designedPaths = 0;
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of methods) {
      if (!item[method]) continue;
      operations += 1;
      if (item[method]['x-designed'] === true) designedOperations += 1;
      if (item[method]['x-designed-path'] === true) designedPaths += 1;
    }
  }
  const designedFields = marks.filter((pointer) =>
    /\/(properties\/[^/]+|parameters\/\d+)$/.test(pointer),
  ).length;
  counts.push({ file, operations, designedOperations, designedPaths, designedFields });
}

const asyncApi = load(asyncApiFile);
const asyncMarks = designedMarks(asyncApi, asyncApiFile);
if (!/^2\.6\./.test(String(asyncApi.asyncapi)))
  problems.push(`${asyncApiFile}: asyncapi must be 2.6.x`);
const destinations = Object.values(
  JSON.parse(readFileSync('src/shared/realtime/destinations.json', 'utf8')),
).sort();
const channels = Object.keys(asyncApi.channels ?? {}).sort();
if (JSON.stringify(destinations) !== JSON.stringify(channels)) {
  problems.push(
    `${asyncApiFile}: channels ${channels.join(', ')} differ from destinations.json ${destinations.join(', ')}`,
  );
}
const ajv = new Ajv2020({ strict: false });
function resolve(ref) {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node, key) => node?.[key], asyncApi);
}
for (const [name, channel] of Object.entries(asyncApi.channels ?? {})) {
  const operations = ['publish', 'subscribe'].filter((kind) => channel[kind]);
  if (operations.length === 0)
    problems.push(`${asyncApiFile}: ${name} has neither publish nor subscribe`);
  for (const kind of operations) {
    const messageRef = channel[kind].message?.$ref;
    const message = messageRef ? resolve(messageRef) : channel[kind].message;
    const payloadRef = message?.payload?.$ref;
    const payload = payloadRef ? resolve(payloadRef) : message?.payload;
    if (!payload) {
      problems.push(`${asyncApiFile}: ${name} ${kind} has no message payload`);
      continue;
    }
    try {
      ajv.compile(payload);
    } catch (error) {
      problems.push(`${asyncApiFile}: ${name} ${kind} payload: ${error.message}`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
for (const { file, operations, designedOperations, designedPaths, designedFields } of counts) {
  console.log(
    `${file}: ${operations} operations, ${designedOperations} designed, ${designedPaths} spec-named at a designed path, ${designedFields} designed fields or parameters`,
  );
}
console.log(`${asyncApiFile}: ${channels.length} channels, ${asyncMarks.length} designed marks`);
