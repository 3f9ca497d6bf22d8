import type { NavigateFunction } from 'react-router';
import { paths } from '@/shared/config/paths';
import { removeStored, storageKeys } from '@/shared/lib/storage';
import { fullName } from '@/shared/lib/text';
import { storeInscriptionRedirect } from '@/shared/session/inscription-redirect';
import { selectAccount } from '@/shared/session/session-slice';
import { selectProfiles, selectSeasons, selectSelectedId } from '@/shared/session/current-profile';
import type { AppDispatch, RootState } from '@/shared/store/store';
import type { useDialogs } from '@/shared/ui/dialog-host';
import { activityEndpoint } from '../api/get-activity';
import type { Activity } from '../api/activity';
import { hasNoPlaceLeft } from '../rules/registration';
import { newBasket, type Basket } from './basket';
import { activeMemberships, categoryPatch, seasonChoice } from './category-choice';
import { EnrolmentWizard } from './enrolment-wizard';
import { choiceInstances, wizardInstances } from './mount-tracker';
import { ProfileChoice } from './profile-choice';
import { ResumePrompt } from './resume-prompt';
import type { WizardStart } from './wizard-start';
import { clearBasket, selectBasket, startBasket } from './wizard-slice';

export type WizardEnv = {
  dialogs: ReturnType<typeof useDialogs>;
  navigate: NavigateFunction;
  dispatch: AppDispatch;
  getState: () => RootState;
};

/** The activity from the cache or the API; a failure (already told by the API layer) opens nothing. */
function readActivity(env: WizardEnv, activityId: number): Promise<Activity | undefined> {
  return env
    .dispatch(activityEndpoint.initiate(activityId, { subscribe: false }))
    .unwrap()
    .catch(() => undefined);
}

/** Closing clears the basket after 100 ms (section 4), unless the wizard is open again. */
const clearDelayMs = 100;

function finish(env: WizardEnv, profileId: number): void {
  env.dispatch(clearBasket(profileId));
  // The stored redirect only served to come back to a wizard in progress.
  removeStored(storageKeys.inscriptionRedirect);
}

function openWizard(env: WizardEnv, profileId: number, activity: Activity): void {
  const basket = selectBasket(env.getState(), profileId);
  if (basket) storeInscriptionRedirect({ clubId: basket.clubId, activityId: basket.activityId });
  env.dialogs.open({
    title: 'Inscription',
    width: '960px',
    render: (close) => (
      <EnrolmentWizard
        profileId={profileId}
        activity={activity}
        close={close}
        onFinished={() => finish(env, profileId)}
      />
    ),
    onClose: () => {
      window.setTimeout(() => {
        if (!wizardInstances.isMounted(profileId)) finish(env, profileId);
      }, clearDelayMs);
    },
  });
}

/**
 * 'Quelqu'un d'autre' goes to the family-member form; the activity is kept as the inscription
 * redirect, so that the new profile, once added and selected, comes back to this sign-up.
 */
function chooseProfile(env: WizardEnv, start: WizardStart): Promise<number | null> {
  const state = env.getState();
  const profiles = selectProfiles(state);
  const currentId = selectSelectedId(state);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: number | null) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    env.dialogs.open({
      title: "Qui s'inscrit ?",
      width: '680px',
      render: (close) => (
        <ProfileChoice
          profiles={profiles}
          currentId={currentId}
          onChoose={(profileId) => {
            settle(profileId);
            close();
          }}
          onSomeoneElse={() => {
            settle(null);
            close();
            if (currentId === null) return;
            storeInscriptionRedirect({ clubId: start.clubId, activityId: start.activityId });
            env.navigate(paths.addMember(currentId));
          }}
          onCancel={() => {
            settle(null);
            close();
          }}
        />
      ),
      onClose: () => {
        window.setTimeout(() => {
          if (!choiceInstances.isMounted(0)) settle(null);
        }, 0);
      },
    });
  });
}

/** 'Inscription' on a category: who enrols, then the wizard (resumed for that profile). */
export async function startEnrolment(env: WizardEnv, start: WizardStart): Promise<void> {
  if (selectProfiles(env.getState()).length === 0) {
    env.navigate(paths.profile);
    return;
  }
  const activity = await readActivity(env, start.activityId);
  const category = activity?.activityCategories.find((entry) => entry.id === start.categoryId);
  // A full category opens nothing (section 4).
  if (!activity || !category || hasNoPlaceLeft(category)) return;

  const profileId = await chooseProfile(env, start);
  if (profileId === null) return;
  const state = env.getState();
  const profile = selectProfiles(state).find((entry) => entry.id === profileId);
  if (!profile) return;

  const stored = selectBasket(state, profileId);
  const resumable = stored && stored.categoryId === start.categoryId && stored.stepId !== 'end';
  if (!resumable) {
    const now = new Date();
    const seasons = seasonChoice(selectSeasons(state), now);
    const basket: Basket = {
      ...newBasket({ profile, accountEmail: selectAccount(state)?.email ?? '', ...start }),
      ...categoryPatch(
        category,
        activity.activityCategories,
        activeMemberships(profile.memberships, seasons, now),
        seasons,
      ),
    };
    env.dispatch(startBasket(basket));
  }
  openWizard(env, profileId, activity);
}

/** After a reload or a sign-in: offers to go on with a basket kept for this activity. */
export async function offerResume(env: WizardEnv, basket: Basket): Promise<void> {
  if (basket.stepId === 'end') {
    finish(env, basket.profileId);
    return;
  }
  if (wizardInstances.anyMounted()) return;
  const activity = await readActivity(env, basket.activityId);
  const profile = selectProfiles(env.getState()).find((entry) => entry.id === basket.profileId);
  if (!activity || !profile) return;
  env.dialogs.open({
    title: 'Inscription en cours',
    width: '560px',
    render: (close) => (
      <ResumePrompt
        personName={fullName(profile)}
        activityTitle={activity.title}
        onResume={() => {
          close();
          openWizard(env, basket.profileId, activity);
        }}
        onAbandon={() => {
          close();
          finish(env, basket.profileId);
        }}
      />
    ),
  });
}
export { selectBasket } from './wizard-slice';
