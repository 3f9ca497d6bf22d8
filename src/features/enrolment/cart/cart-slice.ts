import { createSlice, isAnyOf, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { selectAccount } from '@/shared/session/session-slice';
import { startAppListening } from '@/shared/store/store';
import {
  initialiseInjectedState,
  rootReducer,
  type AppDispatch,
  type RootState,
} from '@/shared/store/store';
import type { CartItem, NewCartItem, PlacedOrder } from './cart-item';
import { readCart, writeCart } from './cart-storage';

/** The signed-in account's cart; null until it is read from storage for that account. */
type CartState = { accountEmail: string | null; items: CartItem[] };

/** Client state only: the cart never reaches the server until an item is paid. */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: (): CartState => ({ accountEmail: null, items: [] }),
  reducers: {
    loaded(_state, action: PayloadAction<CartState>) {
      return action.payload;
    },
    itemAdded: {
      reducer(state, action: PayloadAction<CartItem>) {
        state.items.push(action.payload);
      },
      prepare(item: NewCartItem, now: Date = new Date()) {
        const added: CartItem = {
          ...item,
          key: `${now.getTime()}-${item.order.activityCategoryPriceId}`,
          quantity: 1,
          priceChanged: false,
        };
        return { payload: added };
      },
    },
    itemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.key !== action.payload);
    },
    /** Sent, but no answer came back: it may exist on the server (docs/adr/0020). */
    itemAnswerLost(state, action: PayloadAction<{ key: string; sentAt: string }>) {
      const item = state.items.find((candidate) => candidate.key === action.payload.key);
      // The first unanswered sending is the one that may have created it.
      if (item) item.answerLostAt ??= action.payload.sentAt;
    },
    /** Its order exists; the payment that follows has not been reached yet (docs/adr/0020). */
    itemOrderPlaced(state, action: PayloadAction<{ key: string; order: PlacedOrder }>) {
      const item = state.items.find((candidate) => candidate.key === action.payload.key);
      if (item) item.placedOrder = action.payload.order;
    },
    replaced(state, action: PayloadAction<CartItem[]>) {
      state.items = action.payload;
    },
  },
  selectors: {
    selectCartItems: (state) => state.items,
  },
});

export const { itemAdded, itemRemoved, itemAnswerLost, itemOrderPlaced, replaced } =
  cartSlice.actions;

declare module '@/shared/store/store' {
  // Declaration merging: the store learns the lazily injected slice's state.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof cartSlice> {}
}

const injected = cartSlice.injectInto(rootReducer);

export const { selectCartItems } = injected.selectors;

/** The cart in the state belongs to another account (or none) than the signed-in one. */
function isStale(state: RootState): boolean {
  const email = selectAccount(state)?.email ?? null;
  return injected.selectSlice(state).accountEmail !== email;
}

/** Reads the signed-in account's stored cart when the slice does not hold it yet. */
export const loadCart = () => (dispatch: AppDispatch, getState: () => RootState) => {
  if (!isStale(getState())) return;
  const email = selectAccount(getState())?.email ?? null;
  dispatch(cartSlice.actions.loaded({ accountEmail: email, items: email ? readCart(email) : [] }));
};

// A sign-in, a sign-out or a switch of account: the slice follows with that account's cart.
startAppListening({
  predicate: (_action, state) => isStale(state),
  effect: (_action, { dispatch }) => dispatch(loadCart()),
});

// Every change is written through, so that a reload (or another tab later) finds it.
startAppListening({
  matcher: isAnyOf(itemAdded, itemRemoved, itemAnswerLost, itemOrderPlaced, replaced),
  effect: (_action, { getState }) => {
    const { accountEmail, items } = injected.selectSlice(getState());
    if (accountEmail) writeCart(accountEmail, items);
  },
});

// Stores already running get the slice's state, and so the current account's cart, at once.
initialiseInjectedState();
