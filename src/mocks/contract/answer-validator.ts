import { contractCheckOf, describedBreach } from './cached-contract-checks';
import { contractOf } from './contract-documents';
import type { AnswerChecker, AnsweredCall } from './contract-gate';
import type { Breach } from './contract-check';

/** A mock answer that the OpenAPI document does not allow: the mock lies, the test fails. */
export class ContractViolation extends Error {
  constructor(call: AnsweredCall, breach: Breach) {
    super(
      `Mocked backend breaks docs/openapi: ${call.method} ${call.path} (${call.api}), ` +
        `operation ${breach.operation}: ${describedBreach(breach)}`,
    );
    this.name = 'ContractViolation';
  }
}

/**
 * Checks every answer of the mock against the operation the document gives for the call
 * (docs/adr/0015-openapi-contract.md, the rules in answer-check.ts) and throws on the first
 * breach. It reads the answer's body: the gate hands it a copy (contract-gate.ts).
 */
export function createAnswerChecker(productSlug: string): AnswerChecker {
  return async (call) => {
    const name = contractOf(call.api);
    if (!name) return;
    const { response } = call;
    const [breach] = contractCheckOf(
      name,
      productSlug,
    )({
      method: call.method,
      path: call.path,
      answer: {
        status: response.status,
        contentType: response.headers.get('content-type') ?? undefined,
        body: await response.text(),
      },
    });
    if (breach) throw new ContractViolation(call, breach);
  };
}
