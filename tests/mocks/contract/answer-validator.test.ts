import { describe, expect, it } from 'vitest';
import { ContractViolation, createAnswerChecker } from '@/mocks/contract/answer-validator';
import type { AnsweredCall } from '@/mocks/contract/contract-gate';

const check = createAnswerChecker('amsf');

const call = (
  method: string,
  path: string,
  response: Response,
  api: AnsweredCall['api'] = 'main',
): AnsweredCall => ({ api, method, path, response });

const season = {
  id: 4,
  title: '2026/2027',
  startDate: '2026-08-01',
  endDate: '2027-07-31',
  current: true,
};

describe('the mock answers checked against docs/openapi', () => {
  it.each([
    ['a documented answer', call('GET', '/seasons', Response.json([season]))],
    [
      'an answer without the fields we designed',
      call('GET', '/public/amsf/1', Response.json({ id: 1, title: 'AMSF Lyon' })),
    ],
    [
      "the slug in the spec's field names",
      call(
        'GET',
        '/orders/101',
        Response.json([
          {
            id: 1,
            status: 'PAID',
            activityCategoryPrice: {
              activityCategory: { activity: { amsf: { id: 1, title: 'AMSF Lyon' } } },
            },
          },
        ]),
      ),
    ],
    [
      'an answer the spec does not show, empty',
      call('POST', '/customers/9001/confirm', new Response(null, { status: 204 })),
    ],
    [
      'an empty 200 where the spec does not show the answer',
      call('POST', '/customers/9001/confirm', new Response(null, { status: 200 })),
    ],
    [
      'an error of a status the operation does not list',
      call(
        'GET',
        '/seasons',
        Response.json({ message: 'Authentification requise.' }, { status: 401 }),
      ),
    ],
    [
      'a plain-text PASS command',
      call(
        'POST',
        '/Reservations/ReserverCreneau/1/2',
        new Response('Votre réservation est confirmée.', {
          headers: { 'Content-Type': 'text/plain' },
        }),
        'pass',
      ),
    ],
    ['another service than ours', call('GET', '/checkouts/1', Response.json({}), 'provider')],
  ])('accepts %s', async (_name, answered) => {
    await expect(check(answered)).resolves.toBeUndefined();
  });

  it.each([
    [
      'a field of the wrong type',
      call('GET', '/seasons', Response.json([{ ...season, title: 2026 }])),
      /title/,
    ],
    [
      'a required field left out',
      call('GET', '/profiles/101', Response.json({ id: 101, firstname: 'Claire' })),
      /lastname/,
    ],
    [
      'a malformed date',
      call('GET', '/seasons', Response.json([{ ...season, startDate: '01/08/2026' }])),
      /format/,
    ],
    [
      'a call the document does not have',
      call('GET', '/helloasso/whatever', Response.json({})),
      /no operation/,
    ],
    [
      'a success status the operation does not list',
      call('GET', '/seasons', Response.json([], { status: 201 })),
      /at '201' status not documented/,
    ],
    [
      'an empty 200 where the document shows a body',
      call('POST', '/orders', new Response(null, { status: 200 })),
      /shows a body, none was sent/,
    ],
    [
      'an undocumented media type',
      call(
        'GET',
        '/seasons',
        new Response('2026/2027', { headers: { 'Content-Type': 'text/plain' } }),
      ),
      /media type/,
    ],
    [
      'a chat message without its conversation',
      call(
        'GET',
        '/messages/conversation/1',
        Response.json({ messages: [{ message: 'Bonjour', idProfile: 101 }] }),
        'chat',
      ),
      /idConversation/,
    ],
  ])('refuses %s', async (_name, answered, detail) => {
    const error: unknown = await check(answered).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ContractViolation);
    expect((error as Error).message).toMatch(detail);
  });
});

describe('finding the operation of a call', () => {
  it.each(['/search/', '/search'])('reads %s as the geocoder search', async (path) => {
    const answer = Response.json({ type: 'FeatureCollection', features: [] });
    await expect(check(call('GET', path, answer, 'geocoder'))).resolves.toBeUndefined();
  });
});
