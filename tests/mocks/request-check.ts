import { onTestFinished } from 'vitest';
import { installRequestChecker } from '@/mocks/contract/contract-gate';
import { requestChecker } from '@/mocks/node';

/**
 * For a test of the mock's own answer to a request the document refuses (a 400): the demo build
 * runs no Ajv (docs/adr/0015-openapi-contract.md), so the mock still refuses such a request by
 * itself. The request check is off until the test ends.
 */
export function withoutRequestCheck(): void {
  installRequestChecker(undefined);
  onTestFinished(() => installRequestChecker(requestChecker));
}
