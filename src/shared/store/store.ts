import {
  combineSlices,
  configureStore,
  createAsyncThunk,
  createDynamicMiddleware,
  createListenerMiddleware,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { sessionSlice } from '../session/session-slice';
import { uiSlice } from '../ui/ui-slice';
import { singleFlightSlice } from './single-flight';

/**
 * Features declare their lazily injected slices by augmenting this interface. The RTK Query API
 * is one of them: it arrives with the first screen that reads server data and declares itself
 * from api-slice.ts (declaration merging, so this file imports none of it), so the public
 * landing route carries neither RTK Query nor axios.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  uiSlice,
  sessionSlice,
  singleFlightSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Side effects that follow actions (persisting the cart per account, ...) live here rather than
 * in components: features register their listeners with startAppListening when they load.
 * Declared beside the store that types it, so that no module and the store import each other.
 */
export const listenerMiddleware = createListenerMiddleware();

/** Middleware that arrives with lazily loaded code (RTK Query's), for every store. */
export const dynamicMiddleware = createDynamicMiddleware();

/** The stores made so far: a reducer injected later initialises its state in each of them. */
const stores = new Set<WeakRef<{ dispatch: (action: { type: string }) => unknown }>>();

/** Redux Toolkit's development checks warn only past this (they are off in production builds). */
const checkWarnAfterMs = 2000;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // The development checks stay on; their timing warnings (32 ms by default) measured a
        // busy machine, not the portal, and failed unit tests under load (issue 33).
        immutableCheck: { warnAfter: checkWarnAfterMs },
        serializableCheck: { warnAfter: checkWarnAfterMs },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(dynamicMiddleware.middleware),
  });
  stores.add(new WeakRef(store));
  return store;
}

/**
 * After a lazy reducer is injected: one action through every live store, so that its state
 * exists before the first selector reads it (RTK Query warns when it finds none).
 */
export function initialiseInjectedState(): void {
  for (const ref of stores) {
    const store = ref.deref();
    if (store) store.dispatch({ type: 'store/reducerInjected' });
    else stores.delete(ref);
  }
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const startAppListening = listenerMiddleware.startListening.withTypes<
  RootState,
  AppDispatch
>();

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: string;
}>();
