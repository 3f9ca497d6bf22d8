// Types of validating-proxy.mjs for the TypeScript tests that import it.
import type { Breach as FoundBreach, ContractCheck } from '../../src/mocks/contract/contract-check';

/** A breach as the proxy keeps it: which backend, the answer's status, how many calls met it. */
export type Breach = FoundBreach & { backend: string; status: number; count: number };

export type ValidatingProxy = {
  name: string;
  origin: string;
  baseUrl: string;
  breaches(): Breach[];
  calls(): number;
  close(): Promise<void>;
};

export function startValidatingProxy(options: {
  name: string;
  upstream: string;
  check: ContractCheck;
  portalOrigin: string;
  port?: number;
  passThrough?: string[];
  log?: (line: string) => void;
}): Promise<ValidatingProxy>;
