// Types of contract-check.mjs for the TypeScript tests that import it.
export type CheckedCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  requestType: string | undefined;
  requestBody: string;
  status: number;
  responseType: string | undefined;
  responseBody: string;
};

export type FoundBreach = {
  operation: string;
  status: number;
  side: 'request' | 'answer';
  pointer: string;
  at: string;
  message: string;
  value: unknown;
};

export type ContractCheck = (call: CheckedCall) => FoundBreach[];

export function loadDocument(file: string, productSlug: string): object;
export function createContractCheck(document: object): ContractCheck;
