import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passAccountSchema } from '@/features/pass/api/get-pass-account';
import { monthSlotsSchema } from '@/features/pass/api/get-month-sessions';
import { getMockDb, resetMockDb } from '@/mocks/db';
import { passClubIds, passScheduleIds } from '@/mocks/db/pass/pass-catalogue-seed';
import { passSessionIdOnOrAfter } from '@/mocks/db/pass/pass-sessions';
import { passLicences } from '@/mocks/db/pass/pass-state-seed';
import { passUrl } from '../../api-urls';
import { bearer, demoEmails } from '../../fake-token';

// Wednesday 25 November 2026, 10:00 local time.
const now = new Date(2026, 10, 25, 10, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  resetMockDb();
});
afterEach(() => vi.useRealTimers());

const claire = 9001;

async function get(path: string, email: string = demoEmails.family) {
  const response = await fetch(passUrl(path), { headers: bearer(email) });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function post(path: string, email: string = demoEmails.family) {
  const response = await fetch(passUrl(path), { method: 'POST', headers: bearer(email) });
  return {
    status: response.status,
    text: await response.text(),
    type: response.headers.get('Content-Type'),
  };
}

function scheduleOf(id: number) {
  const schedule = getMockDb().passCatalogue.schedules.find((row) => row.id === id);
  if (!schedule) throw new Error(`schedule ${id}`);
  return schedule;
}

async function credits(licence: string = passLicences.claire) {
  const account = passAccountSchema.parse(
    (await get(`/AyantsDroits/GetAyantDroitByLicenceNumber/${licence}`)).body,
  );
  return account.mesSouscriptions.map((item) => [item.offerId, item.credit]);
}

describe('the mocked PASS backend', () => {
  it('lists active and inactive clubs at /clubs/all', async () => {
    const { status, body } = await get('/clubs/all');
    expect(status).toBe(200);
    const clubs = body as { actif: boolean }[];
    expect(clubs.some((club) => club.actif)).toBe(true);
    expect(clubs.some((club) => !club.actif)).toBe(true);
  });

  it('serves more than 600 sessions over six months for the busy club, none after', async () => {
    let total = 0;
    for (const month of [
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
    ]) {
      const { body } = await get(
        `/ActivitesCalendriers/GetClubsCreneauxForMonth?clubId=${passClubIds.confluence}&monthDate=${month}`,
      );
      total += monthSlotsSchema.parse(body).length;
    }
    expect(total).toBeGreaterThan(600);
    const { body } = await get(
      `/ActivitesCalendriers/GetClubsCreneauxForMonth?clubId=${passClubIds.confluence}&monthDate=2027-06-01`,
    );
    expect(monthSlotsSchema.parse(body)).toEqual([]);
  });

  it('refuses a monthDate in another format', async () => {
    const response = await fetch(
      passUrl('/ActivitesCalendriers/GetClubsCreneauxForMonth?clubId=11&monthDate=11/2026'),
      { headers: bearer(demoEmails.family) },
    );
    expect(response.status).toBe(400);
  });

  it('logs in by licence number, and answers without globalToken for an unknown one', async () => {
    const account = passAccountSchema.parse(
      (await get(`/AyantsDroits/GetAyantDroitByLicenceNumber/${passLicences.claire}`)).body,
    );
    expect(account.globalToken).toBeTruthy();
    expect(account.personne?.idAyantDroit).toBe(claire);
    const unknown = passAccountSchema.parse(
      (await get('/AyantsDroits/GetAyantDroitByLicenceNumber/AMSF-000')).body,
    );
    expect(unknown.globalToken).toBeNull();
  });

  it('books with a credit and a place, in plain text', async () => {
    const sessionId = passSessionIdOnOrAfter(scheduleOf(passScheduleIds.pilates), '2026-11-27');
    const before = await get(`/ActivitesCalendriers/GetActivitesCalendrier/${sessionId}`);
    const result = await post(`/Reservations/ReserverCreneau/${sessionId}/${claire}`);
    expect(result).toMatchObject({ status: 200, text: 'Votre réservation est confirmée.' });
    expect(result.type).toMatch(/^text\/plain/);
    const after = await get(`/ActivitesCalendriers/GetActivitesCalendrier/${sessionId}`);
    expect((after.body as { nombrePlaces: number }).nombrePlaces).toBe(
      (before.body as { nombrePlaces: number }).nombrePlaces - 1,
    );
    expect(await credits()).toContainEqual([101, 6]);
    expect((await post(`/Reservations/ReserverCreneau/${sessionId}/${claire}`)).text).toBe(
      'Vous avez déjà réservé cette séance.',
    );
  });

  it('books a yoga session with the unlimited offer: no credit taken', async () => {
    const sessionId = passSessionIdOnOrAfter(scheduleOf(passScheduleIds.yoga), '2026-11-26');
    expect((await post(`/Reservations/ReserverCreneau/${sessionId}/${claire}`)).status).toBe(200);
    expect(await credits()).toContainEqual([101, 7]);
  });

  it('refuses a full session, one without a compatible offer, and one before its window', async () => {
    const full = passSessionIdOnOrAfter(scheduleOf(passScheduleIds.boxeFull), '2026-11-26');
    expect((await post(`/Reservations/ReserverCreneau/${full}/${claire}`)).text).toBe(
      'Cette séance est complète.',
    );
    const aquagym = passSessionIdOnOrAfter(scheduleOf(passScheduleIds.aquagym), '2026-11-26');
    expect((await post(`/Reservations/ReserverCreneau/${aquagym}/${claire}`)).text).toBe(
      "Vous devez disposer d'une offre compatible pour réserver cette séance.",
    );
    const later = passSessionIdOnOrAfter(scheduleOf(passScheduleIds.pilates), '2026-12-20');
    expect((await post(`/Reservations/ReserverCreneau/${later}/${claire}`)).text).toMatch(
      /^Vous pourrez réserver cette séance à partir du \d{2}\/\d{2}\/\d{4} à 19:15$/,
    );
  });

  it('cancels outside the delay (credit back) and refuses inside it', async () => {
    const farther = passSessionIdOnOrAfter(scheduleOf(passScheduleIds.pilates), '2026-11-28');
    await post(`/Reservations/ReserverCreneau/${farther}/${claire}`);
    const tomorrowMorning = passSessionIdOnOrAfter(
      scheduleOf(passScheduleIds.natation),
      '2026-11-26',
    );
    await post(`/Reservations/ReserverCreneau/${tomorrowMorning}/${claire}`);
    expect(await credits()).toContainEqual([101, 5]);
    const reservations = getMockDb().passReservations;
    const refused = reservations.find((row) => row.sessionId === tomorrowMorning)!;
    expect((await post(`/Reservations/annulerReservation/${refused.id}`)).text).toBe(
      'Vous ne pouvez plus annuler une réservation moins de 24 heures avant la séance.',
    );
    const allowed = reservations.find((row) => row.sessionId === farther)!;
    expect(await post(`/Reservations/annulerReservation/${allowed.id}`)).toMatchObject({
      status: 200,
      text: 'Réservation annulée',
    });
    expect(await credits()).toContainEqual([101, 6]);
  });

  it('lets only the coach of the session change its address', async () => {
    const sessionId = passSessionIdOnOrAfter(
      scheduleOf(passScheduleIds.crossTraining),
      '2026-11-26',
    );
    const body = JSON.stringify({
      adresse: '2 place Bellecour',
      codepostal: '69002',
      ville: 'Lyon',
      commentaire: 'Dehors',
    });
    const put = (email: string) =>
      fetch(passUrl(`/ActivitesCalendriers/UpdateCreneauAddress/${sessionId}`), {
        method: 'PUT',
        headers: { ...bearer(email), 'Content-Type': 'application/json' },
        body,
      });
    expect((await put(demoEmails.family)).status).toBe(403);
    expect((await put(demoEmails.coach)).status).toBe(200);
    const { body: session } = await get(
      `/ActivitesCalendriers/GetActivitesCalendrier/${sessionId}`,
    );
    expect(session).toMatchObject({
      adresse: '2 place Bellecour',
      ville: 'Lyon',
      commentaire: 'Dehors',
    });
  });
});
