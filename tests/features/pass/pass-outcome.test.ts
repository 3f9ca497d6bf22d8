import { describe, expect, it } from 'vitest';
import { passOutcome, passRefusalFallback } from '@/features/pass/api/pass-text-answer';

// members-area.md 8: a 2xx text answer is a success, any other status a refusal with its reason.
describe("a PASS command's outcome, as data", () => {
  it.each([
    [
      'an accepted booking',
      { data: 'Votre réservation est confirmée.' },
      true,
      'Votre réservation est confirmée.',
    ],
    [
      'a refusal with its reason',
      { error: { kind: 'http', status: 409, message: 'Plus de places.', data: {} } },
      false,
      'Plus de places.',
    ],
    [
      'a refusal without a reason',
      { error: { kind: 'http', status: 500, message: '', data: {} } },
      false,
      passRefusalFallback,
    ],
    ['a failure that is no API error', { error: undefined }, false, passRefusalFallback],
  ])('%s', (_case, result, ok, text) => {
    expect(passOutcome(result)).toEqual({ ok, text });
  });
});
