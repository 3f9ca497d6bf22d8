// The contract documents say what the spec says (issue 32, docs/adr/0015-openapi-contract.md):
// every schema property name, parameter name and literal path segment of docs/openapi/*.yaml,
// and every payload property of the AsyncAPI document, appears in the three spec documents
// (enrolment.md, members-area.md, administration.md), or carries a mark that says it is ours:
//
// - `x-designed: true` on itself, on a schema that holds it, or on its operation (a designed
//   call is ours in full);
// - `x-designed-path: true` on its operation, for path segments and path parameters only (the
//   spec names the call, not its address);
// - `x-third-party` on its operation or its schema: a service that is not ours (the French
//   geography service, the address search) keeps that service's own names.
//
// `{product}` stands for the product's slug: a name is looked for as the spec writes it
// ('{product}Id', 'parameters{product}.helloasso{product}Slug'), `{Product}` read as
// `{product}`, or with the slug the spec itself once leaks (the Profile's 'asptts').
//
// The spec folder: SHARED_SPEC_DIR when set (it must exist), else ../shared/spec beside the
// repository, else docs/spec (the copy scripts/check-spec-copy.mjs keeps equal to it).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const specFiles = ['enrolment.md', 'members-area.md', 'administration.md'];
const dir = 'docs/openapi';
const openApiFiles = ['main-api.yaml', 'pass-api.yaml', 'chat-api.yaml'];
const asyncApiFile = 'chat-stomp.asyncapi.yaml';
const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
/** The slug the spec writes in place of `{product}` where it forgot the placeholder. */
const specProductWords = ['asptt'];

function specFolder() {
  const configured = process.env.SHARED_SPEC_DIR;
  if (configured !== undefined) {
    if (!existsSync(configured)) {
      fail(
        `The spec folder SHARED_SPEC_DIR=${configured} does not exist: point it at the folder that holds ${specFiles.join(', ')}.`,
      );
    }
    return configured;
  }
  for (const candidate of ['../shared/spec', 'docs/spec'])
    if (existsSync(candidate)) return candidate;
  fail(
    'No spec folder: neither ../shared/spec beside the repository nor docs/spec exists; set SHARED_SPEC_DIR to the folder that holds the spec documents.',
  );
}

function fail(sentence) {
  console.error(sentence);
  process.exit(1);
}

const folder = specFolder();
const specText = specFiles
  .map((name) => {
    const file = path.join(folder, name);
    if (!existsSync(file)) fail(`The spec document ${file} is missing from ${folder}.`);
    return readFileSync(file, 'utf8');
  })
  .join('\n');

/** Characters that continue a name: a name is found only between other characters. */
const namePart = /[A-Za-z0-9_-]/;
const found = new Map();

function inSpec(name) {
  if (found.has(name)) return found.get(name);
  const written = name.replaceAll('{Product}', '{product}');
  const forms = [written];
  if (written.includes('{product}')) {
    for (const word of specProductWords) forms.push(written.replaceAll('{product}', word));
  }
  const result = forms.some((form) => occurs(form));
  found.set(name, result);
  return result;
}

function occurs(form) {
  let from = 0;
  for (;;) {
    const at = specText.indexOf(form, from);
    if (at < 0) return false;
    const before = specText[at - 1] ?? ' ';
    const after = specText[at + form.length] ?? ' ';
    if (!namePart.test(before) && !namePart.test(after)) return true;
    from = at + 1;
  }
}

const escape = (key) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');
const problems = [];
let checked = 0;

/**
 * Walks a schema: each property name is checked unless the property, or a schema that holds
 * it, is ours (`covered`). `$ref`s are not followed: every component is walked on its own.
 */
function walkSchema(schema, file, pointer, covered) {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return;
  const ours =
    covered || schema['x-designed'] === true || typeof schema['x-third-party'] === 'string';
  if (schema.properties && typeof schema.properties === 'object') {
    for (const [name, property] of Object.entries(schema.properties)) {
      const at = `${pointer}/properties/${escape(name)}`;
      const propertyOurs =
        ours ||
        property?.['x-designed'] === true ||
        typeof property?.['x-third-party'] === 'string';
      checked += 1;
      if (!propertyOurs && !inSpec(name)) {
        problems.push(`${file}#${at}: property '${name}' is not in the spec and not x-designed`);
      }
      walkSchema(property, file, at, propertyOurs);
    }
  }
  for (const key of ['items', 'additionalProperties', 'not', 'contains', 'propertyNames']) {
    if (schema[key]) walkSchema(schema[key], file, `${pointer}/${key}`, ours);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf', 'prefixItems']) {
    if (Array.isArray(schema[key])) {
      schema[key].forEach((item, index) =>
        walkSchema(item, file, `${pointer}/${key}/${index}`, ours),
      );
    }
  }
}

function walkContent(content, file, pointer, covered) {
  for (const [type, media] of Object.entries(content ?? {})) {
    walkSchema(media?.schema, file, `${pointer}/content/${escape(type)}/schema`, covered);
  }
}

function checkParameter(parameter, file, pointer, covered) {
  if (!parameter || parameter.$ref) return;
  checked += 1;
  const ours = covered || parameter['x-designed'] === true;
  if (!ours && !inSpec(parameter.name)) {
    problems.push(
      `${file}#${pointer}: parameter '${parameter.name}' is not in the spec and not x-designed`,
    );
  }
  walkSchema(parameter.schema, file, `${pointer}/schema`, ours);
}

function checkOpenApi(file) {
  const document = parse(readFileSync(`${dir}/${file}`, 'utf8'));
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    const itemPointer = `/paths/${escape(route)}`;
    const segments = route.split('/').filter((segment) => segment && !/^\{[^}]+\}$/.test(segment));
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const pointer = `${itemPointer}/${method}`;
      const designed = operation['x-designed'] === true;
      const thirdParty = typeof operation['x-third-party'] === 'string';
      const designedPath = designed || thirdParty || operation['x-designed-path'] === true;
      for (const segment of segments) {
        checked += 1;
        if (!designedPath && !inSpec(segment)) {
          problems.push(
            `${file}#${pointer}: path segment '${segment}' is not in the spec and not x-designed`,
          );
        }
      }
      const parameters = [
        ...(item.parameters ?? []).map((parameter, index) => [
          parameter,
          `${itemPointer}/parameters/${index}`,
        ]),
        ...(operation.parameters ?? []).map((parameter, index) => [
          parameter,
          `${pointer}/parameters/${index}`,
        ]),
      ];
      for (const [parameter, at] of parameters) {
        const covered = designed || thirdParty || (parameter.in === 'path' && designedPath);
        checkParameter(parameter, file, at, covered);
      }
      if (operation.requestBody) {
        walkContent(
          operation.requestBody.content,
          file,
          `${pointer}/requestBody`,
          designed || thirdParty,
        );
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        walkContent(
          response?.content,
          file,
          `${pointer}/responses/${status}`,
          designed || thirdParty,
        );
      }
    }
  }
  const components = document.components ?? {};
  for (const [name, schema] of Object.entries(components.schemas ?? {})) {
    walkSchema(schema, file, `/components/schemas/${escape(name)}`, false);
  }
  for (const [name, response] of Object.entries(components.responses ?? {})) {
    walkContent(response?.content, file, `/components/responses/${escape(name)}`, false);
  }
  for (const [name, body] of Object.entries(components.requestBodies ?? {})) {
    walkContent(body?.content, file, `/components/requestBodies/${escape(name)}`, false);
  }
  for (const [name, parameter] of Object.entries(components.parameters ?? {})) {
    checkParameter(parameter, file, `/components/parameters/${escape(name)}`, false);
  }
}

function checkAsyncApi(file) {
  const document = parse(readFileSync(`${dir}/${file}`, 'utf8'));
  for (const [name, channel] of Object.entries(document.channels ?? {})) {
    for (const kind of ['publish', 'subscribe']) {
      const payload = channel[kind]?.message?.payload;
      if (payload && !payload.$ref) {
        walkSchema(
          payload,
          file,
          `/channels/${escape(name)}/${kind}/message/payload`,
          channel['x-designed'] === true,
        );
      }
    }
  }
  for (const [name, message] of Object.entries(document.components?.messages ?? {})) {
    if (message?.payload && !message.payload.$ref) {
      walkSchema(message.payload, file, `/components/messages/${escape(name)}/payload`, false);
    }
  }
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    walkSchema(schema, file, `/components/schemas/${escape(name)}`, false);
  }
}

for (const file of openApiFiles) checkOpenApi(file);
checkAsyncApi(asyncApiFile);

if (problems.length > 0) {
  console.error(
    `${problems.length} name(s) of docs/openapi appear nowhere in the spec (${folder}) and carry no x-designed mark:`,
  );
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `docs/openapi: ${checked} names checked against the spec (${folder}); each is the spec's or marked as ours.`,
);
