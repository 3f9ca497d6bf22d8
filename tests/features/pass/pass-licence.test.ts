import { afterEach, describe, expect, it } from 'vitest';
import {
  licenceMismatchMessage,
  passLicenceToUse,
  sameLicenceNumber,
  typedLicenceError,
} from '@/features/pass/account/rules/pass-licence';
import {
  forgetPassLicence,
  rememberedPassLicence,
  rememberPassLicence,
  storedPassLicences,
} from '@/features/pass/account/stored-pass-licences';
import { storageKeys } from '@/shared/lib/storage';
import { signOut } from '@/shared/session/sign-out';
import { makeStore } from '@/shared/store/store';
import { testAuthAdapter } from '../../test-utils';

// members-area.md 1: 'Login to this area is by licence number'. The profile's number is designed
// (docs/openapi/main-api.yaml Licence.number): without it the member types it (issue 32).
describe('the licence number PASS signs in with', () => {
  it.each([
    [
      "the profile's, whatever the device remembers",
      'A-1',
      'B-2',
      { licence: 'A-1', typed: false },
    ],
    ["the profile's, nothing remembered", 'A-1', undefined, { licence: 'A-1', typed: false }],
    ['the remembered one, the profile giving none', null, 'B-2', { licence: 'B-2', typed: true }],
    ['none: the member types it', null, undefined, null],
  ])('%s', (_label, profileNumber, remembered, expected) => {
    expect(passLicenceToUse(profileNumber, remembered)).toEqual(expected);
  });
});

describe('a typed licence number against the profile’s', () => {
  it.each([
    ['the profile gives none: any', 'AMSF-069-999999', null, null],
    ['the same', 'AMSF-069-001984', 'AMSF-069-001984', null],
    ['the same, typed in lower case with spaces', 'amsf 069 001984', 'AMSF-069-001984', null],
    ['another one', 'AMSF-069-999999', 'AMSF-069-001984', licenceMismatchMessage],
  ])('%s', (_label, typed, profileNumber, expected) => {
    expect(typedLicenceError(typed, profileNumber)).toBe(expected);
  });

  it.each([
    ['AMSF-069-001984', 'AMSF-069-001984', true],
    ['AMSF-069-001984', 'AMSF-069-001985', false],
  ])('%s and %s are the same: %s', (a, b, expected) => {
    expect(sameLicenceNumber(a, b)).toBe(expected);
  });
});

describe('the PASS licence numbers this device remembers (docs/adr/0019)', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps one per profile, versioned, and forgets one', () => {
    rememberPassLicence(101, 'AMSF-069-001984');
    rememberPassLicence(103, 'AMSF-069-007731');
    expect(JSON.parse(window.localStorage.getItem(storageKeys.passLicences) ?? '')).toEqual({
      version: 1,
      data: { '101': 'AMSF-069-001984', '103': 'AMSF-069-007731' },
    });
    forgetPassLicence(103);
    expect(rememberedPassLicence(101)).toBe('AMSF-069-001984');
    expect(rememberedPassLicence(103)).toBeUndefined();
  });

  it.each(['not json', '{"version":1,"data":{"101":3}}', '{"version":9,"data":{}}'])(
    'drops what it cannot read: %s',
    (raw) => {
      window.localStorage.setItem(storageKeys.passLicences, raw);
      expect(storedPassLicences.read()).toBeUndefined();
      expect(window.localStorage.getItem(storageKeys.passLicences)).toBeNull();
    },
  );

  it('is erased at sign-out', async () => {
    rememberPassLicence(101, 'AMSF-069-001984');
    await signOut(makeStore().dispatch, testAuthAdapter('famille.martin@exemple.fr'), '/');
    expect(window.localStorage.getItem(storageKeys.passLicences)).toBeNull();
  });
});
