import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type AppDispatch, type RootState } from '@/shared/store/store';
import type { Basket } from './basket';
import { storedBaskets } from './basket-storage';

type WizardState = { baskets: Record<string, Basket> };

/** The sign-up baskets, one per profile; the slice arrives with the wizard's chunk. */
export const wizardSlice = createSlice({
  name: 'wizard',
  initialState: (): WizardState => ({
    baskets: storedBaskets.read() ?? {},
  }),
  reducers: {
    basketStarted(state, action: PayloadAction<Basket>) {
      state.baskets[action.payload.profileId] = action.payload;
    },
    basketChanged(state, action: PayloadAction<{ profileId: number; patch: Partial<Basket> }>) {
      const basket = state.baskets[action.payload.profileId];
      if (basket) Object.assign(basket, action.payload.patch);
    },
    basketCleared(state, action: PayloadAction<number>) {
      delete state.baskets[action.payload];
    },
  },
  selectors: {
    selectBasket: (state, profileId: number) => state.baskets[profileId],
  },
});

declare module '@/shared/store/store' {
  // Declaration merging: the store learns the lazily injected slice's state.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof wizardSlice> {}
}

const injected = wizardSlice.injectInto(rootReducer);

export const { selectBasket } = injected.selectors;

/** Every change is written through, so that a reload or a sign-in redirect resumes it. */
function persist(getState: () => RootState): void {
  const baskets = injected.selectSlice(getState()).baskets;
  // No sign-up in progress leaves nothing behind in the browser.
  if (Object.keys(baskets).length === 0) storedBaskets.remove();
  else storedBaskets.write(baskets);
}

type Thunk = (dispatch: AppDispatch, getState: () => RootState) => void;

export const startBasket =
  (basket: Basket): Thunk =>
  (dispatch, getState) => {
    dispatch(wizardSlice.actions.basketStarted(basket));
    persist(getState);
  };

export const changeBasket =
  (profileId: number, patch: Partial<Basket>): Thunk =>
  (dispatch, getState) => {
    dispatch(wizardSlice.actions.basketChanged({ profileId, patch }));
    persist(getState);
  };

export const clearBasket =
  (profileId: number): Thunk =>
  (dispatch, getState) => {
    dispatch(wizardSlice.actions.basketCleared(profileId));
    persist(getState);
  };
