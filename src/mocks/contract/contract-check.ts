import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { checkAnswer } from './answer-check';
import { closedObjects } from './closed-objects';
import type { ContractCheck, SchemaAt, Schemas } from './contract-check-types';
import type { OpenApiDocument } from './contract-documents';
import { refPointer } from './json-pointer';
import { findOperation } from './operation-index';
import { checkRequest } from './request-check';

const options = { strict: false, allErrors: false, validateSchema: false } as const;

function schemaAt(ajv: Ajv2020): SchemaAt {
  const compiled = new Map<string, ValidateFunction>();
  return (pointer) => {
    const ref = `doc#/${refPointer(pointer)}`;
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      compiled.set(ref, validate);
    }
    return validate;
  };
}

/**
 * Three Ajv instances, each made when first asked: answers as the document gives them (open
 * objects, as a tolerant reader wants), parameters coerced from their strings as a server would
 * (`coerceTypes: 'array'`), request bodies with every object closed (closed-objects.ts).
 */
function validators(document: OpenApiDocument): Schemas {
  const made = new Map<string, SchemaAt>();
  const make = (kind: 'answer' | 'parameter' | 'body'): SchemaAt => {
    let at = made.get(kind);
    if (!at) {
      const ajv = new Ajv2020(
        kind === 'parameter' ? { ...options, coerceTypes: 'array' } : options,
      );
      addFormats(ajv);
      ajv.addSchema((kind === 'body' ? closedObjects(document) : document) as object, 'doc');
      at = schemaAt(ajv);
      made.set(kind, at);
    }
    return at;
  };
  return {
    answer: (pointer) => make('answer')(pointer),
    parameter: (pointer) => make('parameter')(pointer),
    body: (pointer) => make('body')(pointer),
  };
}

export type { Breach, ContractCheck, WireCall } from './contract-check-types';

/**
 * One check of a call against one OpenAPI document (docs/adr/0015-openapi-contract.md), for
 * whoever stands between the portal and a backend: the mocked backend (src/mocks/contract/
 * request-validator.ts, answer-validator.ts) and the validating proxy of `npm run e2e:against`
 * (docs/adr/0026-journeys-against-any-backend.md). It reads the call as it crossed the wire
 * (texts and strings) and returns the breaches as data; it imports no document and nothing of
 * Node or the browser, so that both can load it.
 */
export function createContractCheck(document: OpenApiDocument): ContractCheck {
  const schemas = validators(document);
  return (call) => {
    const found = findOperation(document, call.method, call.path);
    if (!found) {
      return [
        {
          operation: `${call.method.toUpperCase()} ${call.path}`,
          side: call.request ? 'request' : 'answer',
          pointer: '#/paths',
          at: call.path,
          message: 'no operation of the document',
          value: undefined,
        },
      ];
    }
    const context = { document, found, schemas };
    return [
      ...(call.request ? checkRequest(context, call.request) : []),
      ...(call.answer ? checkAnswer(context, call.answer) : []),
    ];
  };
}
