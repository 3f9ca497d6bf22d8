// The contract check of the validating proxy (docs/adr/0026-journeys-against-any-backend.md):
// one OpenAPI document of docs/openapi, a call as it crossed the proxy, and the breaches found,
// as data. The rules are the mocked backend's (src/mocks/contract/answer-validator.ts and
// request-validator.ts, docs/adr/0015-openapi-contract.md), written again here because scripts
// run in Node without the bundler that turns the documents into modules: a documented status and
// media type, a JSON body that validates (an empty body read as null), parameters coerced from
// their strings, no query parameter or body field the document does not name; errors (4xx, 5xx)
// the operation does not list are not checked.
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);
const escapeSegment = (segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
const refPointer = (segments) =>
  segments.map((segment) => encodeURIComponent(escapeSegment(segment))).join('/');
const readablePointer = (segments) => `#/${segments.map(escapeSegment).join('/')}`;

/**
 * A document as the backend serves it: `{product}` is the runtime slug in paths and field names,
 * and the calls of other hosts (the main document's news, geography and geocoder paths carry
 * their own servers) are left out, since the proxy stands for one base address.
 */
export function loadDocument(file, productSlug) {
  const text = readFileSync(file, 'utf8')
    .replaceAll('{product}', productSlug)
    .replaceAll('{Product}', capital(productSlug));
  const document = parse(text);
  for (const [path, item] of Object.entries(document.paths)) {
    const operations = Object.values(item).filter((value) => value && typeof value === 'object');
    if (item.servers || operations.some((operation) => operation.servers)) {
      delete document.paths[path];
    }
  }
  return document;
}

function templatePattern(template) {
  const names = [];
  const source = template
    .replace(/(.)\/$/, '$1')
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{(.+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { test: new RegExp(`^${source}/?$`), names };
}

/** Every operation, a literal segment before a parameter ('/user-admin/privileges' first). */
function indexOf(document) {
  return Object.entries(document.paths)
    .map(([template, item]) => ({
      template,
      item,
      ...templatePattern(template),
      literal: template.split('/').filter((segment) => !segment.includes('{')).length,
    }))
    .sort((a, b) => b.literal - a.literal);
}

function follow(document, node, pointer) {
  if (!node || typeof node !== 'object' || !('$ref' in node)) return { value: node, pointer };
  const segments = node.$ref
    .replace(/^#\//, '')
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  return { value: segments.reduce((at, key) => at?.[key], document), pointer: segments };
}

/** Closed object schemas for request bodies: a field the document does not name is refused. */
function closedObjects(node) {
  if (Array.isArray(node)) return node.map(closedObjects);
  if (node === null || typeof node !== 'object') return node;
  const copy = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, closedObjects(v)]));
  const isObject =
    copy.type === 'object' || (Array.isArray(copy.type) && copy.type.includes('object'));
  if (isObject && copy.properties && !('additionalProperties' in copy)) {
    copy.additionalProperties = false;
  }
  return copy;
}

/** The value at an instance path of a body ('/items/0/name'), for the report's 'first value seen'. */
function valueAt(body, instancePath) {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((at, key) => (at === null || typeof at !== 'object' ? undefined : at[key]), body);
}

/**
 * A checker for one document. `check(call)` takes `{ method, path, query, requestType,
 * requestBody, status, responseType, responseBody }` (path relative to the base, bodies as
 * text) and returns the breaches: `{ operation, status, side, pointer, at, message, value }`.
 */
export function createContractCheck(document) {
  const options = { strict: false, allErrors: false, validateSchema: false };
  const answers = new Ajv2020(options);
  const bodies = new Ajv2020(options);
  const parameters = new Ajv2020({ ...options, coerceTypes: 'array' });
  for (const ajv of [answers, bodies, parameters]) addFormats(ajv);
  answers.addSchema(document, 'doc');
  parameters.addSchema(document, 'doc');
  bodies.addSchema(closedObjects(document), 'doc');
  const compiled = new Map();
  const validator = (ajv, pointer) => {
    const key = `${[answers, bodies, parameters].indexOf(ajv)}${refPointer(pointer)}`;
    if (!compiled.has(key)) compiled.set(key, ajv.compile({ $ref: `doc#/${refPointer(pointer)}` }));
    return compiled.get(key);
  };
  const index = indexOf(document);

  function find(method, path) {
    const lower = method.toLowerCase();
    for (const entry of index) {
      const match = entry.item[lower] && entry.test.exec(path);
      if (match) {
        const values = new Map(
          entry.names.map((name, i) => [name, decodeURIComponent(match[i + 1])]),
        );
        return { template: entry.template, method: lower, operation: entry.item[lower], values };
      }
    }
    return undefined;
  }

  return function check(call) {
    const found = find(call.method, call.path);
    if (!found) {
      return [
        {
          operation: `${call.method} ${call.path}`,
          status: call.status,
          side: 'request',
          pointer: '#/paths',
          at: '',
          message: 'no operation of the document',
          value: undefined,
        },
      ];
    }
    const operation = `${call.method.toUpperCase()} ${found.template}`;
    const breaches = [];
    const breach = (side, pointer, at, message, value) =>
      breaches.push({
        operation,
        status: call.status,
        side,
        pointer: readablePointer(pointer),
        at,
        message,
        value,
      });
    const failed = (side, pointer, validate, body) => {
      const error = validate.errors?.[0];
      const extra = error?.params?.additionalProperty;
      const at = `${error?.instancePath ?? ''}${extra === undefined ? '' : `/${extra}`}`;
      const value =
        extra === undefined ? valueAt(body, error?.instancePath ?? '') : valueAt(body, at);
      breach(side, pointer, at || '(root)', error?.message ?? 'invalid', value);
    };
    const base = ['paths', found.template, found.method];

    // The request: parameters, no unknown query parameter, the body.
    const listed = (found.operation.parameters ?? []).map((parameter, i) =>
      follow(document, parameter, [...base, 'parameters', String(i)]),
    );
    for (const { value: parameter, pointer } of listed) {
      const values =
        parameter.in === 'query'
          ? call.query.getAll(parameter.name)
          : parameter.in === 'path' && found.values.has(parameter.name)
            ? [found.values.get(parameter.name)]
            : undefined;
      if (values === undefined) continue;
      if (values.length === 0) {
        if (parameter.required) breach('request', pointer, parameter.name, 'required, missing');
        continue;
      }
      if (parameter.schema === undefined) continue;
      const validate = validator(parameters, [...pointer, 'schema']);
      const value = values.length === 1 ? values[0] : values;
      if (!validate(value))
        breach(
          'request',
          [...pointer, 'schema'],
          parameter.name,
          validate.errors?.[0]?.message ?? 'invalid',
          value,
        );
    }
    const names = new Set(
      listed.filter(({ value }) => value.in === 'query').map(({ value }) => value.name),
    );
    for (const key of new Set(call.query.keys())) {
      if (!names.has(key))
        breach(
          'request',
          [...base, 'parameters'],
          key,
          'query parameter not documented',
          call.query.get(key),
        );
    }
    checkRequestBody(
      call,
      found,
      base,
      breach,
      failed,
      (pointer) => validator(bodies, pointer),
      document,
    );

    // The answer.
    const status = String(call.status);
    const documented = found.operation.responses?.[status];
    if (!documented) {
      if (call.status < 400)
        breach('answer', [...base, 'responses'], status, 'status not documented', call.status);
      return breaches;
    }
    const { value: response, pointer } = follow(document, documented, [
      ...base,
      'responses',
      status,
    ]);
    const empty = call.responseBody.trim().length === 0;
    const content = response.content;
    if (!content) {
      if (!empty)
        breach(
          'answer',
          pointer,
          '(body)',
          'documents no body, one was sent',
          call.responseBody.slice(0, 80),
        );
      return breaches;
    }
    const mediaType = (call.responseType ?? '').split(';')[0].trim();
    const json = content['application/json'];
    if (empty) {
      // An empty answer is read as null: documented where the schema admits it (NotShown).
      if (!json || json.schema === undefined || call.status !== 200) return breaches;
      const schemaPointer = [...pointer, 'content', 'application/json', 'schema'];
      if (!validator(answers, schemaPointer)(null))
        breach('answer', schemaPointer, '(root)', 'an empty body where the document needs one', '');
      return breaches;
    }
    if (!(mediaType in content)) {
      breach(
        'answer',
        [...pointer, 'content'],
        '(content-type)',
        'media type not documented',
        mediaType,
      );
      return breaches;
    }
    if (mediaType !== 'application/json' || content[mediaType].schema === undefined)
      return breaches;
    const schemaPointer = [...pointer, 'content', mediaType, 'schema'];
    let body;
    try {
      body = JSON.parse(call.responseBody);
    } catch {
      breach(
        'answer',
        schemaPointer,
        '(root)',
        'the body is not JSON',
        call.responseBody.slice(0, 80),
      );
      return breaches;
    }
    const validate = validator(answers, schemaPointer);
    if (!validate(body)) failed('answer', schemaPointer, validate, body);
    return breaches;
  };
}

function checkRequestBody(call, found, base, breach, failed, validator, document) {
  const sent = call.requestBody.trim().length > 0;
  if (!found.operation.requestBody) {
    if (sent)
      breach(
        'request',
        base,
        '(body)',
        'documents no request body, one was sent',
        call.requestBody.slice(0, 80),
      );
    return;
  }
  const { value: requestBody, pointer } = follow(document, found.operation.requestBody, [
    ...base,
    'requestBody',
  ]);
  if (!sent) {
    if (requestBody.required) breach('request', pointer, '(body)', 'required, none was sent', '');
    return;
  }
  const mediaType = (call.requestType ?? '').split(';')[0].trim();
  const content = requestBody.content ?? {};
  if (!(mediaType in content)) {
    breach(
      'request',
      [...pointer, 'content'],
      '(content-type)',
      'media type not documented',
      mediaType,
    );
    return;
  }
  if (mediaType !== 'application/json' || content[mediaType].schema === undefined) return;
  const schemaPointer = [...pointer, 'content', mediaType, 'schema'];
  let body;
  try {
    body = JSON.parse(call.requestBody);
  } catch {
    breach(
      'request',
      schemaPointer,
      '(root)',
      'the body is not JSON',
      call.requestBody.slice(0, 80),
    );
    return;
  }
  const validate = validator(schemaPointer);
  if (!validate(body)) failed('request', schemaPointer, validate, body);
}
