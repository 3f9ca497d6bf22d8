import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { contractDocument, contractOf, type ContractName } from './contract-documents';
import type { AnswerChecker, AnsweredCall } from './contract-gate';
import { followRef, refPointer } from './json-pointer';
import { findOperation, type ResponseObject } from './operation-index';

/** A mock answer that the OpenAPI document does not allow: the mock lies, the test fails. */
export class ContractViolation extends Error {
  constructor(call: AnsweredCall, detail: string) {
    super(
      `Mocked backend breaks docs/openapi: ${call.method} ${call.path} (${call.api}): ${detail}`,
    );
    this.name = 'ContractViolation';
  }
}

type Resolved = { response: ResponseObject; pointer: string[] };

function resolveResponse(
  document: { components?: Record<string, unknown> },
  response: ResponseObject | { $ref: string },
  pointer: string[],
): Resolved {
  if ('$ref' in response) {
    const { value, pointer: path } = followRef(document, response.$ref);
    return { response: value as ResponseObject, pointer: path };
  }
  return { response, pointer };
}

function isEmptyBody(text: string): boolean {
  return text.trim().length === 0;
}

/**
 * Checks every answer against the operation the document gives for the call: a documented
 * status, a documented media type, and a JSON body that validates against its schema (Ajv 8,
 * JSON Schema 2020-12 as OpenAPI 3.1, with formats). Errors (4xx, 5xx) follow one convention
 * and are checked only when the operation documents their status.
 */
export function createAnswerChecker(productSlug: string): AnswerChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
  addFormats(ajv);
  const added = new Set<ContractName>();
  const compiled = new Map<string, ValidateFunction>();

  function validatorFor(name: ContractName, pointer: string[]): ValidateFunction {
    if (!added.has(name)) {
      ajv.addSchema(contractDocument(name, productSlug) as object, name);
      added.add(name);
    }
    const ref = `${name}#/${refPointer(pointer)}`;
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      compiled.set(ref, validate);
    }
    return validate;
  }

  return async (call) => {
    const name = contractOf(call.api);
    if (!name) return;
    const document = contractDocument(name, productSlug);
    const found = findOperation(document, call.method, call.path);
    if (!found) throw new ContractViolation(call, 'no operation of the document');
    const { response } = call;
    const status = String(response.status);
    const documented = found.operation.responses?.[status];
    if (!documented) {
      if (response.status >= 400) return;
      throw new ContractViolation(call, `status ${status} is not documented`);
    }
    const resolved = resolveResponse(document, documented, [
      'paths',
      found.template,
      found.method,
      'responses',
      status,
    ]);
    const text = await response.text();
    const content = resolved.response.content;
    if (!content) {
      if (!isEmptyBody(text)) throw new ContractViolation(call, `status ${status} has no body`);
      return;
    }
    const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!(mediaType in content)) {
      if (isEmptyBody(text)) {
        if (response.status !== 200) return;
        // An empty 200 is documented where the JSON schema admits the empty answer, read as null
        // as below: the answers the spec does not show ('NotShown', 'Any JSON, or nothing'),
        // docs/adr/0015-openapi-contract.md. A 200 whose body the spec shows still needs it.
        const json = content['application/json'];
        const pointer = [...resolved.pointer, 'content', 'application/json', 'schema'];
        if (json && (json.schema === undefined || validatorFor(name, pointer)(null))) return;
        throw new ContractViolation(call, `status ${status} needs a body`);
      }
      throw new ContractViolation(call, `media type '${mediaType}' is not documented`);
    }
    if (mediaType !== 'application/json' || content[mediaType]?.schema === undefined) return;
    const validate = validatorFor(name, [...resolved.pointer, 'content', mediaType, 'schema']);
    const body: unknown = isEmptyBody(text) ? null : JSON.parse(text);
    if (!validate(body)) {
      const issues = (validate.errors ?? [])
        .slice(0, 5)
        .map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`)
        .join('; ');
      throw new ContractViolation(call, issues);
    }
  };
}
