import { breachesOf, mediaTypeOf, parsedJson } from './breach-of';
import type { Breach, CheckContext, WireRequest } from './contract-check-types';
import { followRef } from './json-pointer';
import type { ParameterObject, Reference, RequestBodyObject } from './operation-index';

type Resolved<T> = { value: T; pointer: string[] };

function resolved<T>(document: object, node: T | Reference, pointer: string[]): Resolved<T> {
  if (node && typeof node === 'object' && '$ref' in node) {
    const { value, pointer: path } = followRef(document, node.$ref);
    return { value: value as T, pointer: path };
  }
  return { value: node, pointer };
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

/**
 * What the portal sent, against the operation: its path and query parameters (strings on the
 * wire, coerced to the schema's type as a server would), no query parameter the operation does
 * not list, and the body against the request body's schema with no field the schema does not name.
 */
export function checkRequest(context: CheckContext, request: WireRequest): Breach[] {
  const { document, found, schemas } = context;
  const { found: breaches, breach, invalid } = breachesOf(context, 'request');
  const base = ['paths', found.template, found.method];
  const parameters = (found.operation.parameters ?? []).map((parameter, index) =>
    resolved<ParameterObject>(document, parameter, [...base, 'parameters', `${index}`]),
  );
  for (const { value: parameter, pointer } of parameters) {
    const values = parameterValues(parameter, found.pathValues, request.query);
    if (values === undefined) continue;
    if (values.length === 0) {
      if (parameter.required) breach(pointer, parameter.name, 'required, missing');
      continue;
    }
    if (parameter.schema === undefined) continue;
    const value = values.length === 1 ? values[0] : values;
    const validate = schemas.parameter([...pointer, 'schema']);
    if (!validate(value)) {
      const message = validate.errors?.[0]?.message ?? 'invalid';
      breach([...pointer, 'schema'], parameter.name, message, value);
    }
  }
  const named = new Set(
    parameters.filter(({ value }) => value.in === 'query').map(({ value }) => value.name),
  );
  for (const key of new Set(request.query.keys())) {
    if (!named.has(key)) {
      const value = request.query.get(key);
      breach([...base, 'parameters'], key, 'query parameter not documented', value);
    }
  }
  checkBody(context, request, base, { breach, invalid });
  return breaches;
}

function checkBody(
  { document, found, schemas }: CheckContext,
  request: WireRequest,
  base: string[],
  { breach, invalid }: Pick<ReturnType<typeof breachesOf>, 'breach' | 'invalid'>,
): void {
  const sent = request.body.trim().length > 0;
  if (!found.operation.requestBody) {
    if (sent) {
      breach(base, '(body)', 'documents no request body, one was sent', request.body.slice(0, 80));
    }
    return;
  }
  const { value: requestBody, pointer } = resolved<RequestBodyObject>(
    document,
    found.operation.requestBody,
    [...base, 'requestBody'],
  );
  if (!sent) {
    if (requestBody.required) breach(pointer, '(body)', 'required, none was sent', '');
    return;
  }
  const mediaType = mediaTypeOf(request.contentType);
  const content = requestBody.content ?? {};
  if (!(mediaType in content)) {
    breach([...pointer, 'content'], '(content-type)', 'media type not documented', mediaType);
    return;
  }
  if (mediaType !== 'application/json' || content[mediaType]?.schema === undefined) return;
  const schemaPointer = [...pointer, 'content', mediaType, 'schema'];
  const body = parsedJson(request.body);
  if (!body) {
    breach(schemaPointer, '(root)', 'the body is not JSON', request.body.slice(0, 80));
    return;
  }
  const validate = schemas.body(schemaPointer);
  if (!validate(body.value)) invalid(schemaPointer, validate, body.value);
}
