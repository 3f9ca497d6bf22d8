import type { Candidate, Directory, SelectedAddition } from '../../api/schemas';

/** Indexes of the three dropdowns (organisation, activity, category) and the toggled tiles. */
export type PickerState = {
  organisation: number;
  activity: number;
  category: number;
  /** 'u:{id}' for a user of the organisation, 'm:{id}' for a member of a category. */
  selected: readonly string[];
};

export const initialPickerState: PickerState = {
  organisation: 0,
  activity: 0,
  category: 0,
  selected: [],
};

/** 2.7: changing the first dropdown resets activity and category to the first of each. */
export function organisationChosen(state: PickerState, organisation: number): PickerState {
  return { ...state, organisation, activity: 0, category: 0 };
}

/** 2.7: changing the second resets the category. */
export function activityChosen(state: PickerState, activity: number): PickerState {
  return { ...state, activity, category: 0 };
}

export function categoryChosen(state: PickerState, category: number): PickerState {
  return { ...state, category };
}

/** 4.7: each tile selection toggles. */
export function tileToggled(state: PickerState, key: string): PickerState {
  return {
    ...state,
    selected: state.selected.includes(key)
      ? state.selected.filter((item) => item !== key)
      : [...state.selected, key],
  };
}

export type Tile = { key: string; candidate: Candidate };

/**
 * The tiles under the dropdowns: members of the chosen category, then users of the chosen
 * organisation; the profile itself and the current members never (5.9).
 */
export function visibleTiles(
  directories: readonly Directory[],
  state: PickerState,
  excluded: ReadonlySet<number>,
): Tile[] {
  const directory = directories[state.organisation];
  if (!directory) return [];
  const category = directory.membersAndActivity[state.activity]?.categories[state.category];
  const keep = (candidate: Candidate) => !excluded.has(candidate.id);
  return [
    ...(category?.members ?? [])
      .filter(keep)
      .map((candidate) => ({ key: `m:${candidate.id}`, candidate })),
    ...directory.users.filter(keep).map((candidate) => ({ key: `u:${candidate.id}`, candidate })),
  ];
}

/** The selected tiles as the additions of the create and add calls. */
export function selectedAdditions(state: PickerState): SelectedAddition[] {
  return state.selected.flatMap((key): SelectedAddition[] => {
    const id = Number(key.slice(2));
    if (!Number.isSafeInteger(id)) return [];
    return key.startsWith('u:') ? [{ userId: id }] : [{ memberId: id }];
  });
}

/** 5.9: disabled when nothing is selected; for a creation, also unless the name is non-empty. */
export function pickerActionDisabled(state: PickerState, name?: string): boolean {
  return state.selected.length === 0 || (name !== undefined && name.trim() === '');
}
