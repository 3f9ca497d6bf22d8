// Types of validating-proxy.mjs for the TypeScript tests that import it.
import type { ContractCheck } from './contract-check.mjs';

export type Breach = {
  backend: string;
  operation: string;
  status: number;
  side: 'request' | 'answer';
  pointer: string;
  at: string;
  message: string;
  value: unknown;
  count: number;
};

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
