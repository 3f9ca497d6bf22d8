import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { contractDocument, contractOf, type ContractName } from './contract-documents';
import type { RequestChecker, RequestedCall } from './contract-gate';
import { followRef, readablePointer, refPointer } from './json-pointer';
import {
  findOperation,
  type FoundOperation,
  type ParameterObject,
  type Reference,
  type RequestBodyObject,
} from './operation-index';

/**
 * A request of the portal that the OpenAPI document refuses: the portal sends what the backend
 * does not promise to read (or the document is wrong). The message names the operation and the
 * JSON pointer of the failing part, so that either can be fixed.
 */
export class RequestViolation extends Error {
  constructor(call: RequestedCall, operation: string, detail: string) {
    super(
      `Portal request breaks docs/openapi: ${call.method} ${call.path} (${call.api}), ` +
        `operation ${operation}: ${detail}`,
    );
    this.name = 'RequestViolation';
  }
}

type Resolved<T> = { value: T; pointer: string[] };

function resolve<T>(document: object, node: T | Reference, pointer: string[]): Resolved<T> {
  if (node && typeof node === 'object' && '$ref' in node) {
    const { value, pointer: path } = followRef(document, node.$ref);
    return { value: value as T, pointer: path };
  }
  return { value: node, pointer };
}

/** The values of a template's path parameters in a path ('/profiles/{id}', '/profiles/12'). */
function pathParameterValues(template: string, path: string): Map<string, string> {
  const names: string[] = [];
  const pattern = template
    .replace(/(.)\/$/, '$1')
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{(.+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  const match = new RegExp(`^${pattern}/?$`).exec(path);
  return new Map(names.map((name, index) => [name, decodeURIComponent(match?.[index + 1] ?? '')]));
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 3)
    .map((error) => {
      const extra = (error.params as { additionalProperty?: string }).additionalProperty;
      const named = extra === undefined ? '' : ` ('${extra}')`;
      return `at '${error.instancePath || '(root)'}' ${error.message ?? ''}${named}`;
    })
    .join('; ');

const isObjectSchema = (node: Record<string, unknown>) =>
  node.type === 'object' || (Array.isArray(node.type) && node.type.includes('object'));

/**
 * The document as the request check reads it: every object schema that names its properties
 * and says nothing of others is closed (`additionalProperties: false`). The documents leave them
 * open, which a tolerant reader of answers wants, but a body field the document does not name is
 * a field the backend team never heard of: that is how ResponsibilityForm's '{product}Id' stood
 * where the portal sends the spec's `clubId` (issue 32). The documents use no allOf, so closing
 * each schema on its own refuses nothing a composition would allow.
 */
function closedObjects<T>(node: T): T {
  if (Array.isArray(node)) return node.map(closedObjects) as T;
  if (node === null || typeof node !== 'object') return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, closedObjects(value)]),
  );
  const named = copy.properties !== null && typeof copy.properties === 'object';
  if (named && isObjectSchema(copy) && !('additionalProperties' in copy)) {
    copy.additionalProperties = false;
  }
  return copy as T;
}

/**
 * Checks every request of the portal against the operation the document gives for it
 * (docs/adr/0015-openapi-contract.md): its path and query parameters (strings on the wire,
 * coerced to the schema's type as a server would: Ajv's `coerceTypes: 'array'`), no query
 * parameter the operation does not list, and the JSON body against the request body's schema,
 * with no field the schema does not name. Two Ajv instances: coercion is right for parameters
 * and wrong for bodies.
 */
export function createRequestChecker(productSlug: string): RequestChecker {
  const options = { strict: false, allErrors: false, validateSchema: false } as const;
  const parameterAjv = new Ajv2020({ ...options, coerceTypes: 'array' });
  const bodyAjv = new Ajv2020(options);
  addFormats(parameterAjv);
  addFormats(bodyAjv);
  const added = new Set<string>();
  const compiled = new Map<string, ValidateFunction>();

  function validatorFor(ajv: Ajv2020, name: ContractName, pointer: string[]): ValidateFunction {
    const kind = ajv === bodyAjv ? 'body' : 'parameter';
    if (!added.has(`${kind}:${name}`)) {
      const document = contractDocument(name, productSlug);
      ajv.addSchema((ajv === bodyAjv ? closedObjects(document) : document) as object, name);
      added.add(`${kind}:${name}`);
    }
    const ref = `${name}#/${refPointer(pointer)}`;
    let validate = compiled.get(`${kind}:${ref}`);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      compiled.set(`${kind}:${ref}`, validate);
    }
    return validate;
  }

  return async (call) => {
    const name = contractOf(call.api);
    if (!name) return;
    const document = contractDocument(name, productSlug);
    const found = findOperation(document, call.method, call.path);
    if (!found) {
      throw new RequestViolation(call, `${call.method} ?`, 'no operation of the document');
    }
    const violation = (pointer: string[], detail: string) =>
      new RequestViolation(
        call,
        `${found.method.toUpperCase()} ${found.template}`,
        `${readablePointer(pointer)} ${detail}`,
      );
    const operationPointer = ['paths', found.template, found.method];

    const parameters = (found.operation.parameters ?? []).map((parameter, index) =>
      resolve<ParameterObject>(document, parameter, [
        ...operationPointer,
        'parameters',
        `${index}`,
      ]),
    );
    const query = new URL(call.request.url).searchParams;
    const pathValues = pathParameterValues(found.template, call.path);
    for (const { value: parameter, pointer } of parameters) {
      const values = parameterValues(parameter, pathValues, query);
      if (values === undefined) continue;
      if (values.length === 0) {
        if (parameter.required) throw violation(pointer, `required, missing`);
        continue;
      }
      if (parameter.schema === undefined) continue;
      const validate = validatorFor(parameterAjv, name, [...pointer, 'schema']);
      if (!validate(values.length === 1 ? values[0] : values)) {
        throw violation([...pointer, 'schema'], describeErrors(validate.errors));
      }
    }
    const queryNames = new Set(
      parameters.filter(({ value }) => value.in === 'query').map(({ value }) => value.name),
    );
    for (const key of new Set(query.keys())) {
      if (!queryNames.has(key)) {
        throw violation([...operationPointer, 'parameters'], `has no query parameter '${key}'`);
      }
    }

    await checkBody(call, found, document, operationPointer, violation, (pointer) =>
      validatorFor(bodyAjv, name, pointer),
    );
  };
}

/**
 * A parameter's values in the request: undefined when the request cannot carry it here (a
 * header, or `{product}`, which the document's paths already hold as the runtime slug).
 */
function parameterValues(
  parameter: ParameterObject,
  pathValues: Map<string, string>,
  query: URLSearchParams,
): string[] | undefined {
  if (parameter.in === 'query') return query.getAll(parameter.name);
  if (parameter.in !== 'path' || !pathValues.has(parameter.name)) return undefined;
  return [pathValues.get(parameter.name) ?? ''];
}

async function checkBody(
  call: RequestedCall,
  found: FoundOperation,
  document: object,
  operationPointer: string[],
  violation: (pointer: string[], detail: string) => RequestViolation,
  validatorFor: (pointer: string[]) => ValidateFunction,
): Promise<void> {
  const text = await call.request.text();
  const hasBody = text.trim().length > 0;
  if (!found.operation.requestBody) {
    if (hasBody) throw violation(operationPointer, 'documents no request body, one was sent');
    return;
  }
  const { value: requestBody, pointer } = resolve<RequestBodyObject>(
    document,
    found.operation.requestBody,
    [...operationPointer, 'requestBody'],
  );
  if (!hasBody) {
    if (requestBody.required) throw violation(pointer, 'is required, none was sent');
    return;
  }
  const mediaType = (call.request.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const content = requestBody.content ?? {};
  if (!(mediaType in content)) {
    throw violation([...pointer, 'content'], `has no media type '${mediaType}'`);
  }
  if (mediaType !== 'application/json' || content[mediaType]?.schema === undefined) return;
  const schemaPointer = [...pointer, 'content', mediaType, 'schema'];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw violation(schemaPointer, 'the body is not JSON');
  }
  const validate = validatorFor(schemaPointer);
  if (!validate(body)) throw violation(schemaPointer, describeErrors(validate.errors));
}
