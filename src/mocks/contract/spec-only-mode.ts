import { z } from 'zod';
import { readStored, writeStored } from '@/shared/lib/storage';

/**
 * Spec-only mode is asked for like the large seed: `?mock-spec-only=1` in a page address (kept
 * in localStorage 'mock-spec-only'; `=0` goes back), `VITE_MOCK_SPEC_ONLY=1` when Vite builds or
 * serves the demo, `MOCK_SPEC_ONLY=1` for Node tests (docs/adr/0015-openapi-contract.md).
 */
export const specOnlyParam = 'mock-spec-only';
export const specOnlyStorageKey = 'mock-spec-only';

const flagSchema = z.enum(['0', '1']);

/** An environment variable's value: '1' or 'true' turns the mode on. */
export function specOnlyFromEnvironment(value: string | undefined): boolean {
  return value === '1' || value?.toLowerCase() === 'true';
}

export function specOnlyOfPage(pageUrl: string): boolean {
  const asked = flagSchema.safeParse(new URL(pageUrl).searchParams.get(specOnlyParam));
  if (asked.success) writeStored(specOnlyStorageKey, asked.data);
  const flag = asked.success ? asked.data : readStored(specOnlyStorageKey, flagSchema);
  return flag === '1';
}
