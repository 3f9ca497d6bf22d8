import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'success' | 'error' | 'info';

export type Toast = {
  id: number;
  kind: ToastKind;
  title: string;
  message: string;
  durationMs: number;
};

export const toastDurations = { success: 5000, error: 6000, info: 10000, formError: 6000 } as const;

type UiState = {
  loading: boolean;
  splash: boolean;
  darkMode: boolean;
  toasts: Toast[];
  nextToastId: number;
  /** Items left out of list answers by the tolerant reader, per endpoint (last answer only). */
  droppedItems: Record<string, number>;
};

const initialState: UiState = {
  loading: false,
  splash: false,
  darkMode: false,
  toasts: [],
  nextToastId: 1,
  droppedItems: {},
};

type ToastInput = Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    loadingChanged(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    splashChanged(state, action: PayloadAction<boolean>) {
      state.splash = action.payload;
    },
    darkModeChanged(state, action: PayloadAction<boolean>) {
      state.darkMode = action.payload;
    },
    toastShown(state, action: PayloadAction<ToastInput>) {
      const { durationMs, ...toast } = action.payload;
      state.toasts.push({
        ...toast,
        id: state.nextToastId,
        durationMs: durationMs ?? toastDurations[toast.kind],
      });
      state.nextToastId += 1;
    },
    toastDismissed(state, action: PayloadAction<number>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
    /** A whole answer (count 0) clears what an earlier answer of the same endpoint left out. */
    listItemsDropped(state, action: PayloadAction<{ endpoint: string; count: number }>) {
      const { endpoint, count } = action.payload;
      if (count > 0) state.droppedItems[endpoint] = count;
      else delete state.droppedItems[endpoint];
    },
    /** Another page: the notice spoke of the lists of the page left. */
    droppedItemsForgotten(state) {
      state.droppedItems = {};
    },
  },
  selectors: {
    selectLoading: (state) => state.loading,
    selectSplash: (state) => state.splash,
    selectDarkMode: (state) => state.darkMode,
    selectToasts: (state) => state.toasts,
    selectDroppedItemCount: (state) =>
      Object.values(state.droppedItems).reduce((sum, count) => sum + count, 0),
  },
});

export const {
  loadingChanged,
  splashChanged,
  darkModeChanged,
  toastShown,
  toastDismissed,
  listItemsDropped,
  droppedItemsForgotten,
} = uiSlice.actions;
export const { selectLoading, selectSplash, selectDarkMode, selectToasts, selectDroppedItemCount } =
  uiSlice.selectors;

export const successToast = (message: string) =>
  toastShown({ kind: 'success', title: 'Succès', message });
export const errorToast = (message: string, title = 'Erreur') =>
  toastShown({ kind: 'error', title, message });
export const infoToast = (message: string, title: string) =>
  toastShown({ kind: 'info', title, message });
export const formErrorToast = (message: string) =>
  toastShown({ kind: 'error', title: 'Erreur', message, durationMs: toastDurations.formError });
