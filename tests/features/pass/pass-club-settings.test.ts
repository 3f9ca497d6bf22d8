import { describe, expect, it } from 'vitest';
import { passClubSchema, passClubsSchema } from '@/features/pass/api/get-pass-clubs';
import { passUrl } from '../../mocks/api-urls';
import { bearer, demoEmails } from '../../mocks/fake-token';
import { answerFromTheSpecAlone } from '../../spec-only-document';

// members-area.md 3 'club pass settings (nbJoursPossibleReservation, nbHeuresCarrenceAnnulation)'
// and 4 'PASS booking rules': the spec's fields (not designed in docs/openapi/pass-api.yaml);
// 7 days and 24 hours (members-area.md 9) only when a club leaves them out (issue 32).
const club = { clubId: 1, clubNom: 'PASS Lyon Confluence', actif: true };

describe("a PASS club's booking window and cancellation delay", () => {
  it.each([
    ['given', { nbJoursPossibleReservation: 14, nbHeuresCarrenceAnnulation: 48 }, [14, 48]],
    ['given as 0', { nbJoursPossibleReservation: 0, nbHeuresCarrenceAnnulation: 0 }, [0, 0]],
    ['absent: 7 days, 24 hours', {}, [7, 24]],
    [
      'null: 7 days, 24 hours',
      { nbJoursPossibleReservation: null, nbHeuresCarrenceAnnulation: null },
      [7, 24],
    ],
    [
      'malformed: 7 days, 24 hours',
      { nbJoursPossibleReservation: 'sept', nbHeuresCarrenceAnnulation: -3 },
      [7, 24],
    ],
  ])('%s', (_label, settings, [days, hours]) => {
    expect(passClubSchema.parse({ ...club, ...settings })).toMatchObject({
      nbJoursPossibleReservation: days,
      nbHeuresCarrenceAnnulation: hours,
    });
  });
});

describe('GET /clubs/all from a backend built from the spec alone', () => {
  answerFromTheSpecAlone();

  it("keeps each club's own settings (src/mocks/db/pass/pass-catalogue-seed.ts)", async () => {
    const response = await fetch(passUrl('/clubs/all'), { headers: bearer(demoEmails.family) });
    const clubs = passClubsSchema.parse(await response.json());
    expect(
      clubs
        .slice(0, 2)
        .map((item) => [item.nbJoursPossibleReservation, item.nbHeuresCarrenceAnnulation]),
    ).toEqual([
      [14, 24],
      [7, 48],
    ]);
  });
});
