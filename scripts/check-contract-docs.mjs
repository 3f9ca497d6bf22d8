// Checks what Redocly does not (docs/adr/0015-openapi-contract.md), for the four contract
// documents of docs/openapi: every `x-designed` mark is `true` and carries a one-line reason;
// no designed field is required; every `x-unused` mark (a spec call no screen makes, issue 32) is
// `true`, on an operation or a component schema, with a one-line `x-unused-reason`; every
// `x-third-party` (a service that is not ours) names it in one line, on an operation or a
// component schema; every entry of info.x-unused-entities (a spec entity no call carries) has
// its name, where the spec names it and a one-line reason; the AsyncAPI document's channels are exactly
// src/shared/realtime/destinations.json, each with a message whose payload is a JSON Schema that
// compiles; then it prints the counts per document the closing notes of issues 20 and 32 ask for
// (operations, designed operations, designed fields and parameters, x-unused operations).
// scripts/check-spec-vocabulary.mjs then checks that every unmarked name is the spec's.
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

/** A key as a JSON pointer writes it ('/paths/~1orders~1{id}'). */
const escapeKey = (key) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');
const oneLine = (text) => typeof text === 'string' && text.trim() !== '' && !text.includes('\n');

/** Where `x-unused` and `x-third-party` may stand: an operation, or a component schema. */
function operationOrComponent(pointer) {
  return (
    new RegExp(`^/paths/[^/]+/(${methods.join('|')})$`).test(pointer) ||
    /^\/components\/schemas\/[^/]+$/.test(pointer)
  );
}

/** The `x-unused` and `x-third-party` marks: where they stand and their one-line reason. */
function otherMarks(node, file, pointer) {
  const unusedReason = node['x-unused-reason'];
  // A spec entity no call carries (info.x-unused-entities): its name, where the spec names it, why.
  if (/^\/info\/x-unused-entities\/\d+$/.test(pointer)) {
    for (const key of ['entity', 'spec', 'x-unused-reason']) {
      if (!oneLine(node[key]))
        problems.push(`${file}#${pointer}: an unused entity needs a one-line ${key}`);
    }
    return;
  }
  if ('x-unused' in node) {
    if (node['x-unused'] !== true) problems.push(`${file}#${pointer}: x-unused must be true`);
    if (!oneLine(unusedReason))
      problems.push(
        `${file}#${pointer}: x-unused needs a one-line x-unused-reason (why no screen uses it)`,
      );
    if (!operationOrComponent(pointer))
      problems.push(`${file}#${pointer}: x-unused belongs on an operation or a component schema`);
  } else if (unusedReason !== undefined) {
    problems.push(`${file}#${pointer}: an x-unused-reason without x-unused`);
  }
  if ('x-third-party' in node) {
    if (!oneLine(node['x-third-party']))
      problems.push(`${file}#${pointer}: x-third-party names the service in one line`);
    if (!operationOrComponent(pointer))
      problems.push(
        `${file}#${pointer}: x-third-party belongs on an operation or a component schema`,
      );
    if ('x-designed' in node || 'x-designed-path' in node)
      problems.push(`${file}#${pointer}: x-third-party and a designed mark together`);
  }
}

/** Every designed mark, by its JSON pointer; a mark's reason is one non-empty line. */
function designedMarks(node, file, pointer = '', found = []) {
  if (Array.isArray(node)) {
    node.forEach((item, index) => designedMarks(item, file, `${pointer}/${index}`, found));
    return found;
  }
  if (node === null || typeof node !== 'object') return found;
  otherMarks(node, file, pointer);
  // x-designed-path: an operation the spec names whose path it does not show (a spec-built
  // backend has it, at an address we chose); x-designed: something the spec does not name.
  const marked = 'x-designed' in node || 'x-designed-path' in node;
  const reason = node['x-designed-reason'];
  for (const mark of ['x-designed', 'x-designed-path']) {
    if (mark in node && node[mark] !== true)
      problems.push(`${file}#${pointer}: ${mark} must be true`);
  }
  if ('x-designed' in node && 'x-designed-path' in node)
    problems.push(`${file}#${pointer}: x-designed and x-designed-path together`);
  if (marked && !oneLine(reason)) {
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
    designedMarks(value, file, `${pointer}/${escapeKey(key)}`, found);
  return found;
}

const counts = [];
for (const file of openApiFiles) {
  const document = load(file);
  const marks = designedMarks(document, file);
  let operations = 0;
  let designedOperations = 0;
  let designedPaths = 0;
  let unusedOperations = 0;
  let thirdPartyOperations = 0;
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of methods) {
      if (!item[method]) continue;
      operations += 1;
      if (item[method]['x-designed'] === true) designedOperations += 1;
      if (item[method]['x-designed-path'] === true) designedPaths += 1;
      if (item[method]['x-unused'] === true) unusedOperations += 1;
      if (typeof item[method]['x-third-party'] === 'string') thirdPartyOperations += 1;
    }
  }
  // A designed field (a property), a designed parameter, or a designed form of a parameter's
  // value (a branch of its schema: /function/add's comma-joined ids).
  const designedFields = marks.filter((pointer) =>
    /\/(properties\/[^/]+|parameters\/\d+(\/schema(\/(anyOf|oneOf)\/\d+)?)?)$/.test(pointer),
  ).length;
  const unusedEntities = document.info?.['x-unused-entities'] ?? [];
  if (!Array.isArray(unusedEntities)) problems.push(`${file}#/info/x-unused-entities: a list`);
  counts.push({
    file,
    unusedEntities: Array.isArray(unusedEntities) ? unusedEntities.length : 0,
    operations,
    designedOperations,
    designedPaths,
    designedFields,
    unusedOperations,
    thirdPartyOperations,
  });
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
for (const count of counts) {
  console.log(
    `${count.file}: ${count.operations} operations, ${count.designedOperations} designed, ` +
      `${count.designedPaths} spec-named at a designed path, ${count.designedFields} designed fields or parameters, ` +
      `${count.unusedOperations} x-unused, ${count.thirdPartyOperations} third-party` +
      (count.unusedEntities
        ? `; ${count.unusedEntities} spec entity named by no call, unused`
        : ''),
  );
}
console.log(`${asyncApiFile}: ${channels.length} channels, ${asyncMarks.length} designed marks`);
