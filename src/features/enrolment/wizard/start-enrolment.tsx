import type { NavigateFunction } from 'react-router';
import { useEffect } from 'react';
import { paths } from '@/shared/config/paths';
import { fullName } from '@/shared/lib/text';
import { storeInscriptionRedirect } from '@/shared/session/inscription-redirect';
import { selectAccount } from '@/shared/session/session-slice';
import { selectProfiles, selectSeasons, selectSelectedId } from '@/shared/session/current-profile';
import { useAppDispatch, type AppDispatch, type RootState } from '@/shared/store/store';
import type { DialogOptions, useDialogs } from '@/shared/ui/dialog-host';
import { activityEndpoint } from '../api/get-activity';
import type { Activity, ActivityCategory } from '../api/activity';
import { hasNoPlaceLeft } from '../rules/registration';
import { newBasket, type Basket } from './basket';
import { activeMemberships, categoryPatch, seasonChoice } from './category-choice';
import { EnrolmentWizard } from './enrolment-wizard';
import { ProfileChoice } from './profile-choice';
import { ResumePrompt } from './resume-prompt';
import type { WizardStart } from './wizard-start';
import { enrolmentFinished, wizardClosed } from './wizard-closing';
import { selectAnyWizardShown, selectBasket, startBasket, wizardShown } from './wizard-slice';

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

type OpenWizardProps = { profileId: number; activity: Activity; close: () => void };

/** The wizard in its dialog: on screen, it keeps its basket; closed, the basket goes. */
function OpenWizard({ profileId, activity, close }: OpenWizardProps) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(wizardShown(profileId));
    return () => dispatch(wizardClosed(profileId));
  }, [dispatch, profileId]);
  return (
    <EnrolmentWizard
      profileId={profileId}
      activity={activity}
      close={close}
      onFinished={() => dispatch(enrolmentFinished(profileId))}
    />
  );
}

/** The wizard's dialog, opened or in the place of the one `inPlaceOf` closes. */
function openWizard(
  env: WizardEnv,
  profileId: number,
  activity: Activity,
  inPlaceOf?: () => void,
): void {
  const basket = selectBasket(env.getState(), profileId);
  if (basket) storeInscriptionRedirect({ clubId: basket.clubId, activityId: basket.activityId });
  const options: DialogOptions = {
    title: 'Inscription',
    width: '960px',
    render: (close) => <OpenWizard profileId={profileId} activity={activity} close={close} />,
  };
  if (inPlaceOf) env.dialogs.replace(inPlaceOf, options);
  else env.dialogs.open(options);
}

/**
 * 'Qui s'inscrit ?': a tile opens the wizard for that profile. 'Quelqu'un d'autre' goes to the
 * family-member form; the activity is kept as the inscription redirect, so that the new
 * profile, once added and selected, comes back to this sign-up. Any other way out ends here.
 */
function chooseProfile(env: WizardEnv, start: WizardStart, chosen: ChosenCategory): void {
  const state = env.getState();
  const currentId = selectSelectedId(state);
  env.dialogs.open({
    title: "Qui s'inscrit ?",
    width: '680px',
    render: (close) => (
      <ProfileChoice
        profiles={selectProfiles(state)}
        currentId={currentId}
        // The wizard takes the place of the choice in the same dialog.
        onChoose={(profileId) => enrol(env, start, chosen, profileId, close)}
        onSomeoneElse={() => {
          close();
          if (currentId === null) return;
          storeInscriptionRedirect({ clubId: start.clubId, activityId: start.activityId });
          env.navigate(paths.addMember(currentId));
        }}
        onCancel={close}
      />
    ),
  });
}

type ChosenCategory = { activity: Activity; category: ActivityCategory };

/** The wizard for the profile chosen, resumed where its basket for this category stopped. */
function enrol(
  env: WizardEnv,
  start: WizardStart,
  chosen: ChosenCategory,
  profileId: number,
  closeChoice: () => void,
) {
  const { activity, category } = chosen;
  const state = env.getState();
  const profile = selectProfiles(state).find((entry) => entry.id === profileId);
  if (!profile) {
    closeChoice();
    return;
  }
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
  openWizard(env, profileId, activity, closeChoice);
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
  chooseProfile(env, start, { activity, category });
}

/** After a reload or a sign-in: offers to go on with a basket kept for this activity. */
export async function offerResume(env: WizardEnv, basket: Basket): Promise<void> {
  if (basket.stepId === 'end') {
    env.dispatch(enrolmentFinished(basket.profileId));
    return;
  }
  if (selectAnyWizardShown(env.getState())) return;
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
          env.dispatch(enrolmentFinished(basket.profileId));
        }}
      />
    ),
  });
}
export { selectBasket } from './wizard-slice';
