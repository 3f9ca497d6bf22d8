import { describe, expect, it } from 'vitest';
import { formMainLicence } from '@/features/members/personal-info/rules/main-licence';
import type { PersonalFormMode } from '@/features/members/rules/personal-info';
import { membership } from '../../../factories';

const current = '2025/2026';
const september = new Date(2025, 8, 15);
const december = new Date(2025, 11, 31);
const january = new Date(2026, 0, 2);
const july = new Date(2026, 6, 31);

const accessNow = membership({ id: 1, season: current, level: 2 });
const premiumLastSeason = membership({ id: 2, season: '2024/2025', level: 1 });
const premiumTwoSeasonsAgo = membership({ id: 3, season: '2023/2024', level: 1 });
const eventPremiumNow = membership({ id: 4, season: current, level: 1, licenceType: 3 });
const premiumNextSeason = membership({ id: 5, season: '2026/2027', level: 1 });

describe('main licence of the personal form (members-area.md 4, 9: months 8 to 12)', () => {
  it.each<[string, PersonalFormMode, Date, number | null]>([
    // Renewing from August to December: last season's premium outranks this season's access.
    ['renew in September', 'renew', september, 1],
    ['renew on 31 December', 'renew', december, 1],
    // From January, or outside renewal, only the memberships held count.
    ['renew in January', 'renew', january, 2],
    ['renew in July', 'renew', july, 2],
    ['edit in September', 'edit', september, 2],
    ['new member in September', 'new', september, 2],
  ])('%s: level %s', (_label, mode, now, level) => {
    const licence = formMainLicence(mode, [accessNow], [premiumLastSeason], current, now);
    expect(licence?.licenseLevel.level ?? null).toBe(level);
  });

  it('only last season counts, not an older one', () => {
    expect(formMainLicence('renew', [], [premiumTwoSeasonsAgo], current, september)).toBeNull();
  });

  it('ignores non-yearly licences and seasons after the current one', () => {
    expect(
      formMainLicence(
        'edit',
        [eventPremiumNow, premiumNextSeason, accessNow],
        [],
        current,
        september,
      )?.licenseLevel.level,
    ).toBe(2);
  });

  it('no licence at all: none', () => {
    expect(formMainLicence('renew', [], [], current, september)).toBeNull();
  });
});
