import { z } from 'zod';
import { readStored, removeStored, writeStored } from '@/shared/lib/storage';

/**
 * What the member typed in mes_info (or ajouter_membre) and has not saved yet, kept in this
 * browser so that a session that ends mid-form (refresh refused, 'Session expirée') loses
 * nothing: after signing in again the form opens with it (issue 24, as the wizard's saved state).
 * Removed once saved. Form values only: text, choices, ticks.
 */
const draftSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
);
export type PersonalFormDraft = z.infer<typeof draftSchema>;

export function personalDraftKey(mode: string, profileId: number): string {
  return `personal-form-draft:${mode}:${profileId}`;
}

export function readPersonalDraft(key: string): PersonalFormDraft | undefined {
  return readStored(key, draftSchema);
}

export function savePersonalDraft(key: string, values: unknown): void {
  const parsed = draftSchema.safeParse(values);
  if (parsed.success) writeStored(key, parsed.data);
}

export function clearPersonalDraft(key: string): void {
  removeStored(key);
}
