const significant = /[\p{L}\p{N}]/u;

/**
 * Where the caret goes once a typed value is rewritten by a mask: after as many letters and
 * digits as stood before it, so that an edit in the middle stays where it happened and a
 * Backspace just after a separator steps over it (as mask libraries do) instead of the caret
 * jumping to the end. A caret at the end stays at the end, after any separator the mask added.
 */
export function caretAfterFormat(raw: string, caret: number, formatted: string): number {
  if (caret >= raw.length) return formatted.length;
  let remaining = [...raw.slice(0, caret)].filter((char) => significant.test(char)).length;
  if (remaining === 0) return 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (significant.test(formatted.charAt(index))) {
      remaining -= 1;
      if (remaining === 0) return index + 1;
    }
  }
  return formatted.length;
}
