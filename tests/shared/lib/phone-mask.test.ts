import { describe, expect, it } from 'vitest';
import { isCompletePhone, maskPhone, phoneDigits } from '@/shared/lib/phone-mask';

describe('mobile phone mask 00.00.00.00.00', () => {
  it.each([
    ['0', '0', false],
    ['06', '06', false],
    ['061', '06.1', false],
    ['0612345678', '06.12.34.56.78', true],
    ['06 12 34 56 78', '06.12.34.56.78', true],
    ['06.12.34.56.789', '06.12.34.56.78', true],
    ['06-12-34', '06.12.34', false],
    ['abc', '', false],
  ])('%j -> %j (complete: %s)', (typed, shown, complete) => {
    const masked = maskPhone(typed);
    expect(masked).toBe(shown);
    expect(masked.length).toBeLessThanOrEqual(14);
    expect(isCompletePhone(masked)).toBe(complete);
  });

  it('sends the digits only', () => {
    expect(phoneDigits('06.12.34.56.78')).toBe('0612345678');
  });
});
