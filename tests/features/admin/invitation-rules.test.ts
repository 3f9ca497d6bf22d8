import { describe, expect, it } from 'vitest';
import {
  emptyInvitationValues,
  inviteBodyOf,
} from '@/features/admin/invitations/invitation-form-schema';
import {
  emailToCheck,
  invitationErrors,
  invitationMessages,
  isPostierIdentifier,
  normalisedEmail,
} from '@/features/admin/invitations/rules/invitation-rules';

describe('the postier identifier (administration.md 5.2, 9)', () => {
  it.each([
    ['ABC123', true],
    ['abc123', true],
    ['AbC007', true],
    ['AB1234', false],
    ['ABCD12', false],
    ['ABC12', false],
    ['ABC1234', false],
    ['123ABC', false],
    ['ÉBC123', false],
    ['ABC 12', false],
    ['', false],
  ])('%j is valid: %s', (text, valid) => expect(isPostierIdentifier(text)).toBe(valid));
});

describe('the address checked and sent', () => {
  it.each([
    ['  Jean.Dupont@Exemple.FR ', 'jean.dupont@exemple.fr'],
    ['a@b.fr', 'a@b.fr'],
    ['  ', ''],
  ])('%j becomes %j', (text, expected) => expect(normalisedEmail(text)).toBe(expected));

  it.each([
    ['jean', null],
    ['jean@', null],
    ['jean@exemple', null],
    [' Jean@Exemple.fr ', 'jean@exemple.fr'],
    ['', null],
  ])('the existence of %j is checked as %j', (text, expected) =>
    expect(emailToCheck(text)).toBe(expected),
  );
});

describe('the invitation errors', () => {
  const base = {
    email: 'a@exemple.fr',
    firstname: 'Anne',
    lastname: 'Petit',
    postier: false,
    identifiantPostier: '',
  };
  const none = { email: null, firstname: null, lastname: null, identifiantPostier: null };
  it.each([
    ['a complete form', base, none],
    ['no address', { ...base, email: ' ' }, { ...none, email: invitationMessages.emailRequired }],
    [
      'a bad address',
      { ...base, email: 'anne' },
      { ...none, email: invitationMessages.emailFormat },
    ],
    [
      'no names',
      { ...base, firstname: ' ', lastname: '' },
      {
        ...none,
        firstname: invitationMessages.firstnameRequired,
        lastname: invitationMessages.lastnameRequired,
      },
    ],
    ['an identifier without Postier', { ...base, identifiantPostier: 'xx' }, none],
    [
      'Postier without identifier',
      { ...base, postier: true },
      { ...none, identifiantPostier: invitationMessages.postierRequired },
    ],
    [
      'Postier with a bad identifier',
      { ...base, postier: true, identifiantPostier: 'AB1234' },
      { ...none, identifiantPostier: invitationMessages.postierFormat },
    ],
    ['Postier with ABC123', { ...base, postier: true, identifiantPostier: 'ABC123' }, none],
  ])('%s', (_case, values, expected) => expect(invitationErrors(values)).toEqual(expected));
});

describe('the invitation body (administration.md 7.1)', () => {
  const dto = {
    id: null,
    role: 5,
    serviceId: null,
    functionId: 17,
    regionId: 1,
    organizationId: null,
    clubId: 1,
    activityId: null,
    validatorExpenseReportsId: null,
  };
  it('trims and lower-cases the address, sends the identifier only for a postier', () => {
    expect(
      inviteBodyOf(
        {
          ...emptyInvitationValues,
          email: ' Anne.Petit@Exemple.FR ',
          firstname: ' Anne ',
          lastname: 'Petit',
          postier: true,
          identifiantPostier: 'abc123',
          volunteer: true,
        },
        dto,
      ),
    ).toEqual({
      email: 'anne.petit@exemple.fr',
      firstname: 'Anne',
      lastname: 'Petit',
      postier: true,
      identifiantPostier: 'ABC123',
      volunteer: true,
      responsabilityFormDto: dto,
    });
    expect(
      inviteBodyOf(
        { ...emptyInvitationValues, email: 'a@b.fr', identifiantPostier: 'abc123' },
        dto,
      ),
    ).toMatchObject({ postier: false, identifiantPostier: null, volunteer: false });
  });
});
