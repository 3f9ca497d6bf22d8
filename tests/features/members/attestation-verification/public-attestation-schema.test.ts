import { describe, expect, it, vi } from 'vitest';
import { publicAttestationSchema } from '@/features/members/api/get-public-attestation';

/** A reply with the spec's fields only ({product} already read as 'club'). */
const specOnly = {
  member: { firstname: 'Claire', lastname: 'Martin' },
  club: { title: 'AMSF Lyon' },
  licences: [{ title: 'Licence Access' }],
  cotisationActivite: 180,
  priceDroitOmnisport: 10,
  totalPrice: 190,
};

describe('the attestation reply: spec fields strict, designed ones optional', () => {
  it('reads a reply with the spec fields only, with the fallbacks', () => {
    expect(publicAttestationSchema.parse(specOnly)).toEqual({
      ...specOnly,
      club: { title: 'AMSF Lyon', city: null },
      licences: [{ title: 'Licence Access', number: null }],
      attestationId: null,
      season: null,
      issuedOn: null,
      activities: [],
    });
  });

  it.each([
    ['member', { member: undefined }],
    ['member.lastname', { member: { firstname: 'Claire' } }],
    ['{product}', { club: undefined }],
    ['licences', { licences: undefined }],
    ['cotisationActivite', { cotisationActivite: '180' }],
    ['priceDroitOmnisport', { priceDroitOmnisport: undefined }],
    ['totalPrice', { totalPrice: null }],
  ])('refuses a reply whose %s is missing or malformed', (_field, change) => {
    expect(publicAttestationSchema.safeParse({ ...specOnly, ...change }).success).toBe(false);
  });

  it.each([
    ['season', { season: 'hier' }, { season: null }],
    ['issuedOn', { issuedOn: '23/11/2026' }, { issuedOn: null }],
    ['activities', { activities: 'Natation' }, { activities: [] }],
  ])('falls back when the designed %s is malformed', (_field, change, expected) => {
    expect(publicAttestationSchema.parse({ ...specOnly, ...change })).toMatchObject(expected);
  });

  it('leaves out a malformed licence and keeps the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const parsed = publicAttestationSchema.parse({
      ...specOnly,
      licences: [{ title: 'Licence Access', number: 'A1' }, { number: 'B2' }],
    });
    expect(parsed.licences).toEqual([{ title: 'Licence Access', number: 'A1' }]);
    expect(warn).toHaveBeenCalled();
  });
});
