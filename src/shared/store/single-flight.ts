import {
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type UnknownAction,
} from '@reduxjs/toolkit';

/**
 * The one in-flight guard of the portal (submit and pay buttons): a thunk made with
 * `createSingleFlightThunk` runs at most once per flight key at a time. Its `condition` reads the
 * store, which the pending action updates synchronously, so the second click of a double click
 * is dropped before any request leaves.
 */
type InFlightState = Record<string, string>;

type FlightMeta = { requestId: string; flightKey?: string };

const metaOf = (action: UnknownAction) => (action as { meta?: FlightMeta }).meta;

/** A payload that leaves the page (a payment redirect) keeps its buttons disabled. */
export type LeavingPayload = { leaving: true };

function isLeaving(payload: unknown): payload is LeavingPayload {
  return typeof payload === 'object' && payload !== null && 'leaving' in payload;
}

export const singleFlightSlice = createSlice({
  name: 'inFlight',
  initialState: {} as InFlightState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(
        (action: UnknownAction) => isPending(action) && metaOf(action)?.flightKey !== undefined,
        (state, action) => {
          const meta = metaOf(action) as Required<FlightMeta>;
          state[meta.flightKey] = meta.requestId;
        },
      )
      .addMatcher(
        (action: UnknownAction) => isFulfilled(action) || isRejected(action),
        (state, action) => {
          if (isFulfilled(action) && isLeaving(action.payload)) return;
          const requestId = metaOf(action)?.requestId;
          for (const [key, id] of Object.entries(state)) if (id === requestId) delete state[key];
        },
      );
  },
  selectors: {
    selectInFlight: (state, flightKey: string) => flightKey in state,
  },
});

export const { selectInFlight } = singleFlightSlice.selectors;

/** Thunk options that make it single-flight under `flightKey(arg)`. */
export function singleFlight<Arg>(flightKey: (arg: Arg) => string) {
  return {
    condition: (arg: Arg, { getState }: { getState: () => unknown }) =>
      !(flightKey(arg) in (getState() as { inFlight: InFlightState }).inFlight),
    getPendingMeta: ({ arg }: { arg: Arg }) => ({ flightKey: flightKey(arg) }),
  };
}
