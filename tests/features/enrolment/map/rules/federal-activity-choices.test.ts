import { describe, expect, it } from 'vitest';
import { federalActivityChoices } from '@/features/enrolment/map/rules/federal-activity-choices';

// enrolment.md 2 'carte': an activity filter; enrolment.md 3 'Club': federalActivities (ids).
// The federal activities' id and title are designed (docs/openapi/main-api.yaml, issue 32).
describe("the activity filter's choices", () => {
  it.each([
    [
      'the answer names each one: its titles, sorted',
      [
        { id: 2, title: 'Yoga' },
        { id: 1, title: 'Natation' },
      ],
      [1, 2, 3],
      [
        { id: 1, title: 'Natation' },
        { id: 2, title: 'Yoga' },
      ],
    ],
    [
      'an item without title: its id',
      [{ id: 4 }, { id: 1, title: 'Natation' }],
      [],
      [
        { id: 4, title: 'Activité n° 4' },
        { id: 1, title: 'Natation' },
      ],
    ],
    [
      'an item without id: left out',
      [{ title: 'Judo' }, { id: 1, title: 'Natation' }],
      [3],
      [{ id: 1, title: 'Natation' }],
    ],
    [
      'no item gives an id (spec-built backend): the clubs’ ids, once each',
      [{}, { title: 'Judo' }],
      [3, 1, 3, 2],
      [
        { id: 1, title: 'Activité n° 1' },
        { id: 2, title: 'Activité n° 2' },
        { id: 3, title: 'Activité n° 3' },
      ],
    ],
    ['nothing at all: no choice', [], [], []],
    [
      'the same id twice: once',
      [{ id: 1, title: 'Natation' }, { id: 1 }],
      [],
      [{ id: 1, title: 'Natation' }],
    ],
  ])('%s', (_label, items, clubIds, expected) => {
    expect(federalActivityChoices(items, clubIds)).toEqual(expected);
  });
});
