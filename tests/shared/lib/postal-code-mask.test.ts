import { describe, expect, it } from 'vitest';
import { isCompletePostalCode, maskPostalCode } from '@/shared/lib/postal-code-mask';

describe('postal code mask 00000', () => {
  it.each([
    ['6', '6', false],
    ['69003', '69003', true],
    ['69 003', '69003', true],
    ['69a003x1', '69003', true],
    ['690031', '69003', true],
    ['2A004', '2004', false],
    ['abc', '', false],
  ])('%j -> %j (complete: %s)', (typed, shown, complete) => {
    const masked = maskPostalCode(typed);
    expect(masked).toBe(shown);
    expect(isCompletePostalCode(masked)).toBe(complete);
  });
});
