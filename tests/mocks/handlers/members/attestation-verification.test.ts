import { describe, expect, it } from 'vitest';
import { seededProfileIds, updateMockDb } from '@/mocks/db';
import { getMockDb } from '@/mocks/db/mock-db';
import {
  isVerificationCode,
  verificationCodeOf,
} from '@/mocks/handlers/members/documents/attestation-code';
import {
  attestationById,
  attestationOfClub,
} from '@/mocks/handlers/members/documents/attestation-facts';
import { formatVerificationCode } from '@/features/members/api/verification-code';
import { apiUrl } from '../../api-urls';
import { bearer, demoEmails } from '../../fake-token';

const claire = seededProfileIds.claireMartin;
const lyon = 1;

function claireAttestationId(): number {
  const facts = attestationOfClub(getMockDb(), claire, lyon);
  if (!facts) throw new Error('Claire has no attestation at AMSF Lyon in the seed');
  return facts.attestationId;
}

/** Changes one symbol of a code into another symbol of the alphabet. */
const oneSymbolOff = (code: string) => `${code.slice(0, -1)}${code.endsWith('Z') ? 'Y' : 'Z'}`;

describe('the verification code: a keyed hash of the attestation id', () => {
  it('is 12 symbols of Crockford base 32, stable, and different for each id', async () => {
    const codes = await Promise.all(
      Array.from({ length: 300 }, (_, id) => verificationCodeOf(id + 1)),
    );
    for (const code of codes) expect(code).toMatch(/^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{12}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(await verificationCodeOf(42)).toBe(codes[41]);
    // Nothing of the id shows in the code.
    expect(codes[41]).not.toContain('42');
  });

  it.each([
    ['the code as printed', (code: string) => formatVerificationCode(code), true],
    ['the code without dashes', (code: string) => code, true],
    ['in lower case', (code: string) => code.toLowerCase(), true],
    [
      'with spaces between the groups',
      (code: string) => formatVerificationCode(code).replace(/-/g, ' '),
      true,
    ],
    [
      'with O typed for 0 and l for 1',
      (code: string) => code.replace(/0/g, 'O').replace(/1/g, 'l'),
      true,
    ],
    ['one symbol off', oneSymbolOff, false],
    ['one symbol short', (code: string) => code.slice(0, -1), false],
    ['one symbol too many', (code: string) => `${code}0`, false],
    ['empty', () => '', false],
    ['with a symbol outside the alphabet', (code: string) => `${code.slice(0, -1)}U`, false],
  ])('%s -> %s', async (_case, typed, expected) => {
    const code = await verificationCodeOf(7012);
    expect(await isVerificationCode(7012, typed(code))).toBe(expected);
  });

  it("refuses another attestation's code", async () => {
    expect(await isVerificationCode(7012, await verificationCodeOf(7013))).toBe(false);
  });
});

describe('attestation facts', () => {
  it('an attestation is named by the lowest membership id of its club and season', () => {
    const id = claireAttestationId();
    expect(attestationById(getMockDb(), id)?.club.title).toBe('AMSF Lyon');
    // A second activity in the same club joins the same attestation, under the same id.
    const second = updateMockDb((db) => {
      const first = db.memberships.find((row) => row.id === id);
      if (!first) throw new Error('no membership');
      const copy = { ...first, id: 90001, subscriptions: [] };
      db.memberships.push(copy);
      return copy.id;
    });
    expect(attestationOfClub(getMockDb(), claire, lyon)?.attestationId).toBe(id);
    expect(attestationById(getMockDb(), second)).toBeUndefined();
  });
});

describe('GET /public/attestation/{attestationId}/{code}', () => {
  async function reference() {
    const response = await fetch(apiUrl(`/attestation/${claire}/${lyon}/reference`), {
      headers: bearer(demoEmails.family),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { attestationId: number; verificationCode: string };
  }

  it('the member reads the reference; anyone checks it without a bearer', async () => {
    const { attestationId, verificationCode } = await reference();
    expect(attestationId).toBe(claireAttestationId());
    expect(verificationCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const response = await fetch(
      apiUrl(`/public/attestation/${attestationId}/${verificationCode}`),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    // {product} is a product-named key on the wire (docs/adr/0003).
    expect(body).toMatchObject({
      member: { firstname: 'Claire', lastname: 'Martin' },
      amsf: { title: 'AMSF Lyon' },
      season: { title: '2026/2027' },
    });
    expect(body).not.toHaveProperty('club');
    expect(body.member).not.toHaveProperty('birthday');
    expect(body.totalPrice).toBe(
      (body.cotisationActivite as number) + (body.priceDroitOmnisport as number),
    );
  });

  it('a wrong code and an unknown id get the same 404', async () => {
    const { attestationId, verificationCode } = await reference();
    const answers = await Promise.all(
      [
        `/public/attestation/${attestationId}/${oneSymbolOff(verificationCode)}`,
        `/public/attestation/999999/${verificationCode}`,
        `/public/attestation/abc/${verificationCode}`,
      ].map(async (path) => {
        const response = await fetch(apiUrl(path));
        return { status: response.status, body: await response.json() };
      }),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.status).toBe(404);
  });

  it('the reference needs the bearer of its own account', async () => {
    expect((await fetch(apiUrl(`/attestation/${claire}/${lyon}/reference`))).status).toBe(401);
    const other = await fetch(
      apiUrl(`/attestation/${seededProfileIds.jeannePetit}/${lyon}/reference`),
      {
        headers: bearer(demoEmails.family),
      },
    );
    expect(other.status).toBe(403);
  });
});
