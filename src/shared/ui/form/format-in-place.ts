import type { ChangeEvent } from 'react';
import { caretAfterFormat } from '@/shared/lib/caret-after-format';

/** A mask or formatter: what was typed -> what the field shows. */
export type FieldFormat = (value: string, deleting: boolean) => string;

function isDeletion(event: ChangeEvent<HTMLInputElement>): boolean {
  const inputType = (event.nativeEvent as InputEvent).inputType;
  return typeof inputType === 'string' && inputType.startsWith('delete');
}

/**
 * Rewrites a field's value in its change event, before the form (or React's controlled value)
 * reads it, and keeps the caret where the edit was instead of letting it jump to the end.
 */
export function formatInPlace(event: ChangeEvent<HTMLInputElement>, format: FieldFormat): string {
  const input = event.target;
  const raw = input.value;
  const formatted = format(raw, isDeletion(event));
  if (formatted === raw) return raw;
  // Null for input types without a caret (email, number): only the value changes there.
  const caret = input.selectionStart;
  input.value = formatted;
  if (caret !== null) {
    const at = caretAfterFormat(raw, caret, formatted);
    input.setSelectionRange(at, at);
  }
  return formatted;
}
