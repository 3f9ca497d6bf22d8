import { describe, expect, it } from 'vitest';
import type { Directory } from '@/features/chat/api/schemas';
import { canLeave, canRemove, isCreator } from '@/features/chat/rules/creator-rules';
import {
  activityChosen,
  categoryChosen,
  initialPickerState,
  organisationChosen,
  pickerActionDisabled,
  selectedAdditions,
  tileToggled,
  visibleTiles,
} from '@/features/chat/picker/rules/picker-cascade';

const person = (id: number) => ({
  id,
  selected: false,
  firstname: `P${id}`,
  lastname: 'X',
  photo: null,
});

const directories: Directory[] = [
  {
    titre: 'AMSF Lyon',
    users: [person(301), person(401)],
    membersAndActivity: [
      {
        title: 'Natation',
        categories: [
          { title: 'Adultes', members: [person(101), person(103)] },
          { title: 'Jeunes', members: [person(102)] },
        ],
      },
      { title: 'Judo', categories: [{ title: 'Enfants', members: [person(104)] }] },
    ],
  },
  { titre: 'AMSF Toulouse', users: [], membersAndActivity: [] },
];

describe('the community picker cascade (2.7)', () => {
  it('changing the organisation resets activity and category to the first of each', () => {
    const state = categoryChosen(activityChosen(initialPickerState, 1), 0);
    expect(organisationChosen({ ...state, category: 1 }, 1)).toMatchObject({
      organisation: 1,
      activity: 0,
      category: 0,
    });
  });

  it('changing the activity resets the category', () => {
    const state = categoryChosen(initialPickerState, 1);
    expect(activityChosen(state, 1)).toMatchObject({ activity: 1, category: 0 });
  });

  it('shows the chosen category’s members and the organisation’s users, without the excluded', () => {
    const tiles = visibleTiles(
      directories,
      categoryChosen(initialPickerState, 0),
      new Set([301, 103]),
    );
    expect(tiles.map((tile) => tile.key)).toEqual(['m:101', 'u:401']);
    const youth = visibleTiles(directories, categoryChosen(initialPickerState, 1), new Set());
    expect(youth.map((tile) => tile.key)).toEqual(['m:102', 'u:301', 'u:401']);
  });

  it('each tile selection toggles, and selections become userId or memberId additions', () => {
    let state = tileToggled(initialPickerState, 'm:101');
    state = tileToggled(state, 'u:401');
    state = tileToggled(state, 'm:101');
    state = tileToggled(state, 'm:102');
    expect(selectedAdditions(state)).toEqual([{ userId: 401 }, { memberId: 102 }]);
  });

  it.each([
    [[], undefined, true],
    [['m:1'], undefined, false],
    [['m:1'], '  ', true],
    [['m:1'], 'Covoiturage', false],
    [[], 'Covoiturage', true],
  ])('selection %j with name %j: button disabled %s', (selected, name, disabled) => {
    expect(pickerActionDisabled({ ...initialPickerState, selected }, name)).toBe(disabled);
  });
});

describe('who manages the members (section 6)', () => {
  it.each([
    [301, 301, true],
    [101, 301, false],
    [101, undefined, false],
  ])('profile %s with creator %s is the creator: %s', (viewer, author, expected) => {
    expect(isCreator(viewer, author)).toBe(expected);
  });

  it.each([
    [301, 301, 101, true],
    [301, 301, 301, false],
    [101, 301, 102, false],
    [101, 301, 301, false],
  ])('viewer %s, creator %s, member %s: remove icon %s', (viewer, author, member, expected) => {
    expect(canRemove(viewer, author, member)).toBe(expected);
  });

  it('lets everyone leave', () => {
    expect(canLeave()).toBe(true);
  });
});
