import { describe, expect, it } from 'vitest';
import { hasNoPlaceLeft, isRegistrationOpen } from '@/features/enrolment/rules/registration';

describe('registration button (section 4)', () => {
  it.each([
    ['maxRegistration 0 means unlimited', 0, 500, true],
    ['places remain below maxRegistration', 20, 19, true],
    ['soldPlaces has reached maxRegistration', 20, 20, false],
    ['soldPlaces is above maxRegistration', 20, 25, false],
  ])('%s', (_sentence, maxRegistration, soldPlaces, open) => {
    expect(isRegistrationOpen({ maxRegistration, soldPlaces })).toBe(open);
  });
});

describe('a full category opens nothing', () => {
  it.each([
    ['flagged full', true, 0, 0, true],
    ['all places sold', false, 10, 10, true],
    ['places left', false, 10, 3, false],
  ])('%s', (_case, full, maxRegistration, soldPlaces, expected) => {
    expect(hasNoPlaceLeft({ full, maxRegistration, soldPlaces })).toBe(expected);
  });
});
