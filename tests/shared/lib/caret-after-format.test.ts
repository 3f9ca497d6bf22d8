import { describe, expect, it } from 'vitest';
import { caretAfterFormat } from '@/shared/lib/caret-after-format';

describe('the caret after a mask rewrote what was typed', () => {
  it.each([
    // [what the field holds after the keystroke, caret in it, what the mask shows, caret there]
    ['061', 3, '06.1', 4], // typing at the end stays at the end
    ['06.2.34.56.78', 3, '06.23.45.67.8', 2], // Backspace after '06.1': the caret stays there
    ['069.23.45.67.8', 3, '06.92.34.56.78', 4], // then 9 goes where the 1 was
    ['0612.34', 2, '06.12.34', 2], // Backspace just after a dot steps over it
    ['06.912.34', 4, '06.91.23.4', 4], // inserting mid-number
    ['.0612', 0, '06.12', 0],
    ['jean pierre', 6, 'Jean Pierre', 6], // a formatter that changes no length
  ])('%j, caret %i -> %j, caret %i', (raw, caret, formatted, expected) => {
    expect(caretAfterFormat(raw, caret, formatted)).toBe(expected);
  });
});
