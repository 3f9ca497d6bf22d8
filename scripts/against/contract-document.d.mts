// Types of contract-document.mjs for the TypeScript tests that import it.
import type { ContractCheck } from '../../src/mocks/contract/contract-check';
import type { OpenApiDocument } from '../../src/mocks/contract/contract-documents';

export function loadDocument(file: string, productSlug: string): OpenApiDocument;
export function loadContractCheck(): Promise<(document: OpenApiDocument) => ContractCheck>;
