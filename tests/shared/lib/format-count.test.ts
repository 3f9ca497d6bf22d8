import { describe, expect, it } from 'vitest';
import { formatCount } from '@/shared/lib/format-count';

describe('formatCount', () => {
  // French groups thousands with a narrow no-break space (U+202F), as toLocaleString did.
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1234, '1\u202f234'],
    [20000, '20\u202f000'],
    [1234567, '1\u202f234\u202f567'],
  ])('%i is written %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });

  it.each([0, 5, 12, 345, 6789, 12345, 987654, 20000000, -4321])(
    'writes %i as toLocaleString does',
    (count) => {
      expect(formatCount(count)).toBe(count.toLocaleString('fr-FR'));
    },
  );
});
