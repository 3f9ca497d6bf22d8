import { describe, expect, it } from 'vitest';
import { makeStore } from '@/shared/store/store';
import {
  errorToast,
  formErrorToast,
  infoToast,
  selectToasts,
  successToast,
} from '@/shared/ui/ui-slice';

describe('toasts', () => {
  it.each([
    ['success', successToast('Profil ajouté'), 'Succès', 5000],
    ['error', errorToast('Une erreur s’est produite'), 'Erreur', 6000],
    ['form error', formErrorToast('Ce champ est requis'), 'Erreur', 6000],
    ['info', infoToast('Indisponible', 'En mode développement'), 'En mode développement', 10_000],
  ])('%s is titled %s and stays %i ms', (_kind, action, title, durationMs) => {
    const store = makeStore();
    store.dispatch(action);
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ id: 1, title, durationMs }),
    ]);
  });
});
