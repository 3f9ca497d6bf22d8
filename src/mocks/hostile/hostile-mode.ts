import { z } from 'zod';
import { readStored, writeStored } from '@/shared/lib/storage';

/**
 * Hostile mode is asked for like spec-only mode: `?mock-hostile=1` in a page address (kept in
 * localStorage 'mock-hostile'; `=0` goes back), `MOCK_HOSTILE=1` for Node tests. The mock then
 * serves the hostile payloads in the text fields of its answers (hostile-answers.ts).
 */
export const hostileParam = 'mock-hostile';
export const hostileStorageKey = 'mock-hostile';

const flagSchema = z.enum(['0', '1']);

export function hostileOfPage(pageUrl: string): boolean {
  const asked = flagSchema.safeParse(new URL(pageUrl).searchParams.get(hostileParam));
  if (asked.success) writeStored(hostileStorageKey, asked.data);
  const flag = asked.success ? asked.data : readStored(hostileStorageKey, flagSchema);
  return flag === '1';
}
