import { contractCheckOf, describedBreach } from './cached-contract-checks';
import { contractOf } from './contract-documents';
import type { RequestChecker, RequestedCall } from './contract-gate';
import type { Breach } from './contract-check';

/**
 * A request of the portal that the OpenAPI document refuses: the portal sends what the backend
 * does not promise to read (or the document is wrong). The message names the operation and the
 * JSON pointer of the failing part, so that either can be fixed.
 */
export class RequestViolation extends Error {
  constructor(call: RequestedCall, breach: Breach) {
    super(
      `Portal request breaks docs/openapi: ${call.method} ${call.path} (${call.api}), ` +
        `operation ${breach.operation}: ${describedBreach(breach)}`,
    );
    this.name = 'RequestViolation';
  }
}

/**
 * Checks every request of the portal against the operation the document gives for it
 * (docs/adr/0015-openapi-contract.md, the rules in request-check.ts) and throws on the first
 * breach. It reads the request's body: the gate hands it a copy (contract-gate.ts).
 */
export function createRequestChecker(productSlug: string): RequestChecker {
  return async (call) => {
    const name = contractOf(call.api);
    if (!name) return;
    const [breach] = contractCheckOf(
      name,
      productSlug,
    )({
      method: call.method,
      path: call.path,
      request: {
        query: new URL(call.request.url).searchParams,
        contentType: call.request.headers.get('content-type') ?? undefined,
        body: await call.request.text(),
      },
    });
    if (breach) throw new RequestViolation(call, breach);
  };
}
