import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/shared/api/api-error';
import { notShownAnswer } from '@/shared/api/not-shown-answer';
import { unshownFailureMessage } from '@/shared/api/unshown-failure';

describe('an answer the spec does not show is a success whatever its body', () => {
  const schema = notShownAnswer({ id: z.number().int() });
  it.each([
    ['an empty 200 (axios gives an empty string)', '', {}],
    ['a 204 (no data)', undefined, {}],
    ['null', null, {}],
    ['text', 'OK', {}],
    ['a designed field', { id: 7 }, { id: 7 }],
    ['a designed field of another type', { id: 'sept' }, {}],
    ['other fields', { done: true }, {}],
  ])('%s', (_, body, read) => {
    expect(schema.parse(body)).toEqual(read);
  });
});

describe('which failures the caller must say itself', () => {
  it.each([
    ['an HTTP failure (told by the error interceptor)', new ApiError('http', 'Refusé', 500), null],
    ['a network failure (told too)', { kind: 'network', message: 'Injoignable' }, null],
    [
      'an answer refused by its schema',
      { kind: 'invalid-response', message: 'La réponse du serveur est inattendue.' },
      'La réponse du serveur est inattendue.',
    ],
    ['an error of the page itself', new Error('boom'), "Une erreur s'est produite"],
  ])('%s', (_, error, message) => {
    expect(unshownFailureMessage(error)).toBe(message);
  });
});
