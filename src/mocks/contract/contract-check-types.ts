import type { ValidateFunction } from 'ajv';
import type { OpenApiDocument } from './contract-documents';
import type { FoundOperation } from './operation-index';

/** The call as it crossed the wire (texts and strings), and what the check finds: contract-check.ts. */
export type WireRequest = { query: URLSearchParams; contentType: string | undefined; body: string };
export type WireAnswer = { status: number; contentType: string | undefined; body: string };
export type WireCall = { method: string; path: string; request?: WireRequest; answer?: WireAnswer };

export type Breach = {
  /** `PUT /profiles/{id}`: the method and the document's template. */
  operation: string;
  side: 'request' | 'answer';
  /** Where the rule stands in the document: '#/paths/~1profiles~1{id}/put/requestBody'. */
  pointer: string;
  /** What of the call breaks it: '/firstname' in a body, a parameter's name, '(body)'. */
  at: string;
  message: string;
  /** The first value seen there, for the report. */
  value: unknown;
};

export type ContractCheck = (call: WireCall) => Breach[];

/** Ajv compiles a schema of the document by its pointer, once. */
export type SchemaAt = (pointer: string[]) => ValidateFunction;

/** A document's schemas as answers, parameters and request bodies are checked against them. */
export type Schemas = { answer: SchemaAt; parameter: SchemaAt; body: SchemaAt };

/** What the rules of one side read: the operation found for the call. */
export type CheckContext = {
  document: OpenApiDocument;
  found: FoundOperation;
  schemas: Schemas;
};
