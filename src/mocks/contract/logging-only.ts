import type { RequestChecker } from './contract-gate';

/**
 * A request checker that reports instead of failing (the demo, docs/adr/0015-openapi-contract.md):
 * the violation goes to the console as an error, and the call is answered as usual.
 */
export function loggingOnly(check: RequestChecker): RequestChecker {
  return async (call) => {
    try {
      await check(call);
    } catch (violation) {
      console.error(violation instanceof Error ? violation.message : violation);
    }
  };
}
