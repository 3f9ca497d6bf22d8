import { describe, expect, it } from 'vitest';
import { preRegistrationsSchema } from '@/features/enrolment/api/get-pre-inscriptions';
import { isAlreadyPreRegistered } from '@/features/enrolment/rules/pre-registration';

const lyon = { club: { id: 1, title: 'AMSF Lyon' }, activities: 'Judo,Yoga douce' };

describe('isAlreadyPreRegistered (Profile.preinscriptions: a club, activities comma-separated)', () => {
  it.each([
    ['the activity listed at the club', [lyon], 1, 'Judo', true],
    ['another title of the list, spaces and case aside', [lyon], 1, ' yoga DOUCE ', true],
    ['accents aside', [{ club: { id: 1 }, activities: 'Gym Douce' }], 1, 'Gym douce', true],
    ['the activity at another club', [lyon], 2, 'Judo', false],
    ['an activity not listed', [lyon], 1, 'Natation', false],
    ['a title that only contains a listed one', [lyon], 1, 'Judo adultes', false],
    ['an entry without a club', [{ club: null, activities: 'Judo' }], 1, 'Judo', false],
    ['no entry', [], 1, 'Judo', false],
  ])('%s', (_case, entries, clubId, title, expected) => {
    const read = preRegistrationsSchema.parse(entries);
    expect(isAlreadyPreRegistered(read, clubId, title)).toBe(expected);
  });
});

describe('reading GET pre-inscriptions (answer not shown by the spec)', () => {
  it.each([
    ['an empty body', '', []],
    ['an object, not a list', { success: true }, []],
    ['null', null, []],
  ])('reads %s as no pre-registration', (_case, answer, expected) => {
    expect(preRegistrationsSchema.parse(answer)).toEqual(expected);
  });

  it('keeps the readable entries of a list and fills what is missing', () => {
    expect(
      preRegistrationsSchema.parse([{ club: { id: 3 } }, 'illisible', { activities: 7 }]),
    ).toEqual([{ club: { id: 3 }, activities: '' }]);
  });
});
