import { describe, expect, it } from 'vitest';
import {
  hasAnnualLicence,
  hasPremiumLicence,
  licencePdfId,
  mainLicence,
} from '@/shared/session/rules/licences';
import { membership } from '../../../factories';

const current = '2026/2027';

describe('main licence: lowest yearly level whose season is not after the current one', () => {
  it('prefers premium over access', () => {
    const access = membership({ id: 1, season: current, level: 2 });
    const premium = membership({ id: 2, season: current, level: 1 });
    expect(mainLicence([access, premium], current)?.licenseLevel.level).toBe(1);
  });

  it('ignores non-yearly licences and future seasons', () => {
    const stage = membership({ id: 1, season: current, level: 1, licenceType: 2 });
    const future = membership({ id: 2, season: '2027/2028', level: 1 });
    expect(mainLicence([stage, future], current)).toBeNull();
  });

  it('keeps the id of the membership that carries it', () => {
    const access = membership({ id: 7, season: current, level: 2 });
    const premium = membership({ id: 8, season: current, level: 1 });
    expect(mainLicence([access, premium], current)?.membershipId).toBe(8);
  });
});

// administration.md 7.7 'licence PDF by id': the spec's Licence has no id (members-area.md 3),
// the membership carrying it has one; the licence's own id is designed (issue 32).
describe('the id the licence PDF is asked by', () => {
  it.each([
    ['a spec-only licence: its membership', { membershipId: 7001 }, 7001],
    ['a licence with its designed id: that id', { id: 5001, membershipId: 7001 }, 5001],
  ])('%s', (_label, licence, expected) => {
    expect(licencePdfId(licence)).toBe(expected);
  });
});

describe('premium licence, with last season counting from August to December', () => {
  const lastSeasonPremium = membership({ season: '2025/2026', level: 1 });
  it.each([
    ['premium this season', [membership({ season: current, level: 1 })], [], '2027-03-01', true],
    ['access this season', [membership({ season: current, level: 2 })], [], '2026-11-21', false],
    ['premium last season, in November', [], [lastSeasonPremium], '2026-11-21', true],
    ['premium last season, in March', [], [lastSeasonPremium], '2027-03-01', false],
    [
      'premium two seasons ago, in November',
      [],
      [membership({ season: '2024/2025', level: 1 })],
      '2026-11-21',
      false,
    ],
  ])('%s -> %s', (_label, currentOnes, oldOnes, date, expected) => {
    expect(hasPremiumLicence(currentOnes, oldOnes, current, new Date(`${date}T12:00:00`))).toBe(
      expected,
    );
  });
});

describe('annual licence', () => {
  it.each([
    [[membership({ season: current, level: 2 })], true],
    [[membership({ season: current, level: 3, licenceType: 3 })], false],
    [[membership({ season: current })], false],
  ])('%# -> %s', (memberships, expected) => {
    expect(hasAnnualLicence(memberships)).toBe(expected);
  });
});
