import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { selectProfiles } from '@/shared/session/current-profile';
import { useAppDispatch, useAppSelector, type AppStore } from '@/shared/store/store';
import { useDialogs } from '@/shared/ui/dialog-host';
import { errorToast } from '@/shared/ui/ui-slice';
import { storedBaskets } from './basket-storage';
import type { WizardStart } from './wizard-start';

export type { WizardStart };

const loadFailedMessage = "Impossible d'ouvrir l'inscription pour le moment. Veuillez réessayer.";

/**
 * Opens the 'Inscription' dialog (after 'Qui s'inscrit ?'). The wizard's code loads on the
 * first call only. On the activity page of a sign-up left unfinished by one of the account's
 * profiles (reload, sign-in again), it offers to resume it.
 */
export function useEnrolmentWizard(): (start: WizardStart) => void {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useStore.withTypes<AppStore>()();
  const profiles = useAppSelector(selectProfiles);
  const activityId = Number(useParams().activityId);
  const offered = useRef(false);

  const env = useCallback(
    () => ({ dialogs, navigate, dispatch, getState: store.getState }),
    [dialogs, navigate, dispatch, store],
  );

  useEffect(() => {
    if (offered.current || !activityId || profiles.length === 0) return;
    // Once per visit of the page: a basket saved later comes from the wizard open right now.
    offered.current = true;
    const pending = Object.values(storedBaskets.read() ?? {}).find(
      (basket) =>
        basket.activityId === activityId &&
        profiles.some((profile) => profile.id === basket.profileId),
    );
    if (!pending) return;
    void import('./start-enrolment').then(async (wizard) => {
      const basket = wizard.selectBasket(store.getState(), pending.profileId);
      if (basket) await wizard.offerResume(env(), basket);
    });
  }, [activityId, profiles, env, store]);

  return useCallback(
    (start: WizardStart) => {
      import('./start-enrolment')
        .then((wizard) => wizard.startEnrolment(env(), start))
        .catch(() => dispatch(errorToast(loadFailedMessage)));
    },
    [env, dispatch],
  );
}
