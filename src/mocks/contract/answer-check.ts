import { breachesOf, mediaTypeOf, parsedJson } from './breach-of';
import type { Breach, CheckContext, WireAnswer } from './contract-check-types';
import { followRef } from './json-pointer';
import type { Reference, ResponseObject } from './operation-index';

/**
 * What the backend answered, against the operation: a documented status, a documented media
 * type, and a JSON body that validates (Ajv 8, JSON Schema 2020-12 as OpenAPI 3.1, with formats).
 * Errors (4xx, 5xx) follow one convention and are checked only where the operation lists them.
 * An empty body is one of the answers the contract allows where it shows none: any empty answer
 * but a 200, and an empty 200 where the JSON schema admits nothing, read as null ('NotShown',
 * 'Any JSON, or nothing', docs/adr/0015-openapi-contract.md); a 200 whose body the spec shows
 * still needs it.
 */
export function checkAnswer(context: CheckContext, answer: WireAnswer): Breach[] {
  const { document, found, schemas } = context;
  const { found: breaches, breach, invalid } = breachesOf(context, 'answer');
  const status = String(answer.status);
  const responses = ['paths', found.template, found.method, 'responses'];
  const documented = found.operation.responses?.[status];
  if (!documented) {
    if (answer.status < 400) breach(responses, status, 'status not documented', answer.status);
    return breaches;
  }
  let response = documented as ResponseObject;
  let pointer = [...responses, status];
  if ('$ref' in documented) {
    const target = followRef(document, (documented as Reference).$ref);
    response = target.value as ResponseObject;
    pointer = target.pointer;
  }
  const empty = answer.body.trim().length === 0;
  const content = response.content;
  if (!content) {
    if (!empty)
      breach(pointer, '(body)', 'documents no body, one was sent', answer.body.slice(0, 80));
    return breaches;
  }
  if (empty) {
    if (answer.status !== 200) return breaches;
    const json = content['application/json'];
    const schemaPointer = [...pointer, 'content', 'application/json', 'schema'];
    if (json && (json.schema === undefined || schemas.answer(schemaPointer)(null))) return breaches;
    breach(schemaPointer, '(root)', 'the document shows a body, none was sent', '');
    return breaches;
  }
  const mediaType = mediaTypeOf(answer.contentType);
  if (!(mediaType in content)) {
    breach([...pointer, 'content'], '(content-type)', 'media type not documented', mediaType);
    return breaches;
  }
  if (mediaType !== 'application/json' || content[mediaType]?.schema === undefined) return breaches;
  const schemaPointer = [...pointer, 'content', mediaType, 'schema'];
  const body = parsedJson(answer.body);
  if (!body) {
    breach(schemaPointer, '(root)', 'the body is not JSON', answer.body.slice(0, 80));
    return breaches;
  }
  const validate = schemas.answer(schemaPointer);
  if (!validate(body.value)) invalid(schemaPointer, validate, body.value);
  return breaches;
}
