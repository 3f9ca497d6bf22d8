import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfEuros, pdfSafeText } from '@/mocks/handlers/members/documents/pdf-text';
import { seededProfileIds } from '@/mocks/db';
import { getMockDb } from '@/mocks/db/mock-db';
import { apiUrl } from '../../api-urls';
import { bearer, demoEmails } from '../../fake-token';

async function getPdf(path: string, email: string = demoEmails.family) {
  const response = await fetch(apiUrl(path), { headers: bearer(email) });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const claire = seededProfileIds.claireMartin;

/** Claire's Premium licence of this season: the id 'Ma licence Premium' asks for. */
function claireLicenceId(): number {
  const db = getMockDb();
  const current = db.seasons.find((season) => season.current);
  const licence = db.memberships.find(
    (membership) =>
      membership.profileId === claire && membership.seasonId === current?.id && membership.license,
  )?.license;
  if (!licence) throw new Error('Claire holds no licence this season in the seed');
  return licence.id;
}

describe('pdfSafeText: what pdf-lib standard fonts can encode', () => {
  it.each([
    ['1\u202f250,00\u00a0€', '1\u00a0250,00\u00a0€'],
    ['sans espace', 'sans espace'],
    ['a\u202fb\u202fc', 'a\u00a0b\u00a0c'],
  ])('%j -> %j', (input, expected) => {
    expect(pdfSafeText(input)).toBe(expected);
  });

  it('Intl French amounts come out without U+202F', () => {
    expect(pdfEuros(1250)).not.toContain('\u202f');
    expect(pdfEuros(1250)).toBe('1\u00a0250,00\u00a0€');
  });
});

describe('generated documents', () => {
  it.each([
    [`/attestation/${claire}/1`, 1, "Attestation d'adhésion 2026/2027"],
    [`/public/license/pdf/${claireLicenceId()}`, 1, 'AMSF – licence Premium'],
    ['/documents/ma_sante_by_amsf.pdf', 3, 'Ma Santé by AMSF'],
  ])('%s is a real PDF of %i page(s) titled %j', async (path, pages, title) => {
    const { response, bytes } = await getPdf(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(pages);
    expect(doc.getTitle()).toBe(title);
  });

  it.each([
    ['a club without membership', `/attestation/${claire}/3`, 404],
    ['another account', `/attestation/${seededProfileIds.jeannePetit}/1`, 403],
    ['an unknown licence', '/public/license/pdf/999999', 404],
  ])('refuses %s', async (_case, path, status) => {
    const { response } = await getPdf(path);
    expect(response.status).toBe(status);
  });

  it("POST /membership/bulletin/pdf/{id} is the club's membership form of that membership", async () => {
    const db = getMockDb();
    const membership = db.memberships.find((item) => item.profileId === claire);
    const response = await fetch(apiUrl(`/membership/bulletin/pdf/${membership?.id}`), {
      method: 'POST',
      headers: bearer(demoEmails.family),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(doc.getTitle()).toMatch(/^Bulletin d'adhésion \d{4}\/\d{4}$/);
    const claireAccount = db.profiles.find((row) => row.id === claire)?.accountId;
    const other = db.memberships.find(
      (item) => db.profiles.find((row) => row.id === item.profileId)?.accountId !== claireAccount,
    );
    const refused = await fetch(apiUrl(`/membership/bulletin/pdf/${other?.id}`), {
      method: 'POST',
      headers: bearer(demoEmails.family),
    });
    expect(refused.status).toBe(403);
  });

  it('answers 401 without a bearer', async () => {
    const response = await fetch(apiUrl('/documents/ma_sante_by_amsf.pdf'));
    expect(response.status).toBe(401);
  });
});
