import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type AppDispatch, type RootState } from '@/shared/store/store';
import { wizardTransition, type MachineContext, type WizardEvent } from '../rules/wizard-machine';
import type { Basket } from './basket';
import { storedBaskets } from './basket-storage';

/**
 * An order the last button created, kept so that a retry after a later failure reuses it and
 * never creates a second one; `confirmed` once confirmed, so that it is not confirmed twice.
 */
export type CheckoutProgress = { orderId: number; clubId: number; confirmed: boolean };

type WizardState = {
  baskets: Record<string, Basket>;
  /** The profiles whose wizard is on screen (not persisted: a reload shows none). */
  shown: Record<string, true>;
  checkouts: Record<string, CheckoutProgress>;
};

type Stepped = { profileId: number; event: WizardEvent; context: MachineContext };

/** The sign-up baskets, one per profile; the slice arrives with the wizard's chunk. */
export const wizardSlice = createSlice({
  name: 'wizard',
  initialState: (): WizardState => ({
    baskets: storedBaskets.read() ?? {},
    shown: {},
    checkouts: {},
  }),
  reducers: {
    basketStarted(state, action: PayloadAction<Basket>) {
      state.baskets[action.payload.profileId] = action.payload;
      delete state.checkouts[action.payload.profileId];
    },
    basketChanged(state, action: PayloadAction<{ profileId: number; patch: Partial<Basket> }>) {
      const basket = state.baskets[action.payload.profileId];
      if (basket) Object.assign(basket, action.payload.patch);
    },
    /** One event of the wizard's state machine (rules/wizard-machine.ts). */
    stepped(state, { payload }: PayloadAction<Stepped>) {
      const basket = state.baskets[payload.profileId];
      if (!basket) return;
      const { stepId, signinMethod } = basket;
      Object.assign(
        basket,
        wizardTransition({ stepId, signinMethod }, payload.event, payload.context),
      );
    },
    basketCleared(state, action: PayloadAction<number>) {
      delete state.baskets[action.payload];
      delete state.checkouts[action.payload];
    },
    wizardShown(state, action: PayloadAction<number>) {
      state.shown[action.payload] = true;
    },
    wizardHidden(state, action: PayloadAction<number>) {
      delete state.shown[action.payload];
    },
    checkoutProgressed(state, action: PayloadAction<{ profileId: number } & CheckoutProgress>) {
      const { profileId, ...progress } = action.payload;
      state.checkouts[profileId] = progress;
    },
  },
  selectors: {
    selectBasket: (state, profileId: number) => state.baskets[profileId],
    selectWizardShown: (state, profileId: number) => profileId in state.shown,
    selectAnyWizardShown: (state) => Object.keys(state.shown).length > 0,
    selectCheckoutProgress: (state, profileId: number) => state.checkouts[profileId],
  },
});

declare module '@/shared/store/store' {
  // Declaration merging: the store learns the lazily injected slice's state.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof wizardSlice> {}
}

const injected = wizardSlice.injectInto(rootReducer);

export const { selectBasket, selectWizardShown, selectAnyWizardShown, selectCheckoutProgress } =
  injected.selectors;
export const { wizardShown, wizardHidden, checkoutProgressed } = wizardSlice.actions;

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

/** The views' way to move through the steps: an event, never a step written by hand. */
export const wizardStepped =
  (stepped: Stepped): Thunk =>
  (dispatch, getState) => {
    dispatch(wizardSlice.actions.stepped(stepped));
    persist(getState);
  };

export const clearBasket =
  (profileId: number): Thunk =>
  (dispatch, getState) => {
    dispatch(wizardSlice.actions.basketCleared(profileId));
    persist(getState);
  };
