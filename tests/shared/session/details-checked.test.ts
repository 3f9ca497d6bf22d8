import { afterEach, describe, expect, it } from 'vitest';
import {
  detailsCheckedLifetimeMs,
  detailsCheckedRecently,
  isRecentlyChecked,
  markDetailsChecked,
} from '@/shared/session/details-checked';

describe('details checked by a renewal', () => {
  const now = 1_800_000_000_000;
  it.each<[string, { profileId: number; checkedAt: number } | undefined, boolean]>([
    ['just now, same profile', { profileId: 101, checkedAt: now }, true],
    [
      '59 minutes ago',
      { profileId: 101, checkedAt: now - detailsCheckedLifetimeMs + 60_000 },
      true,
    ],
    ['an hour ago', { profileId: 101, checkedAt: now - detailsCheckedLifetimeMs }, false],
    ['by another profile', { profileId: 102, checkedAt: now }, false],
    ['in the future (a clock set back)', { profileId: 101, checkedAt: now + 1 }, false],
    ['never', undefined, false],
  ])('%s: %s', (_case, entry, expected) => {
    expect(isRecentlyChecked(entry, 101, now)).toBe(expected);
  });

  afterEach(() => window.sessionStorage.clear());

  it('is read back in this tab, and a corrupt value counts as never', () => {
    markDetailsChecked(101, now);
    expect(detailsCheckedRecently(101, now + 1000)).toBe(true);
    expect(detailsCheckedRecently(102, now + 1000)).toBe(false);
    window.sessionStorage.setItem('detailsCheckedByRenewal', '{"profileId":"101"}');
    expect(detailsCheckedRecently(101, now)).toBe(false);
    window.sessionStorage.setItem('detailsCheckedByRenewal', 'not json');
    expect(detailsCheckedRecently(101, now)).toBe(false);
  });
});
