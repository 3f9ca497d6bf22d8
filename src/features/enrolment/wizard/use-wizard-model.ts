import { useCallback, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { selectSeasons } from '@/shared/session/current-profile';
import type { ApiProfile } from '@/shared/session/schemas';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import type { Activity, ActivityCategory } from '../api/activity';
import { useGetClubSettlementQuery } from '../api/get-club-settlement';
import { useGetOffersQuery } from '../api/get-offers';
import { isAdult } from '../rules/adulthood';
import { canSubscribeCategory, isCategoryValid } from '../rules/category-subscription';
import { hasPreSales } from '../rules/pre-sales';
import { findSession, sessionAvailability } from '../rules/sessions';
import type { SigninMethod } from '../rules/steps';
import {
  currentStepOf,
  isStepValid,
  stepsAt,
  type MachineContext,
  type WizardEvent,
} from '../rules/wizard-machine';
import type { Basket } from './basket';
import { activeMemberships, categoryPatch, seasonChoice } from './category-choice';
import { detailsSchema } from './details-schema';
import { useHealthAnswers } from './use-health-answers';
import { useMembershipsWithSubscriptions } from './use-memberships-with-subscriptions';
import { usePreSalesSeason } from './use-pre-sales-season';
import { useWizardOffer } from './use-wizard-offer';
import { changeBasket, wizardStepped } from './wizard-slice';

/**
 * Everything the steps show and decide, derived from the basket and the loaded data; the steps
 * move through the wizard's state machine (rules/wizard-machine.ts) by dispatching its events.
 */
export function useWizardModel(profile: ApiProfile, activity: Activity, basket: Basket) {
  const dispatch = useAppDispatch();
  const allSeasons = useAppSelector(selectSeasons);
  const profileId = profile.id;
  const now = useMemo(() => new Date(), []);
  const seasons = useMemo(() => seasonChoice(allSeasons, now), [allSeasons, now]);
  const memberships = useMembershipsWithSubscriptions(
    useMemo(
      () => activeMemberships(profile.memberships, seasons, now),
      [profile.memberships, seasons, now],
    ),
  );

  const update = useCallback(
    (patch: Partial<Basket>) => dispatch(changeBasket(profileId, patch)),
    [dispatch, profileId],
  );

  const categories = useMemo(
    () =>
      activity.activityCategories.filter(
        (category) => category.id === basket.categoryId || isCategoryValid(category, memberships),
      ),
    [activity.activityCategories, basket.categoryId, memberships],
  );
  const chosenCategory = categories.find((entry) => entry.id === basket.categoryId);

  const settlementQuery = useGetClubSettlementQuery(basket.clubId);
  const offersQuery = useGetOffersQuery(
    basket.seasonId === null
      ? skipToken
      : { activityCategoryId: basket.categoryId, seasonId: basket.seasonId, memberId: profileId },
  );
  // The spec's pre-sales flag comes with the offers (rules/pre-sales.ts): the category is read
  // with it, so the season choice shows once the first offers have told.
  const offers = offersQuery.currentData;
  const preSales = chosenCategory ? hasPreSales(chosenCategory, offers) : false;
  // The same object while the flag agrees, so memoised steps are not rebuilt on every render.
  const category: ActivityCategory | undefined =
    chosenCategory && chosenCategory.preSales !== preSales
      ? { ...chosenCategory, preSales }
      : chosenCategory;
  usePreSalesSeason({
    chosenCategory,
    preSales,
    categories: activity.activityCategories,
    memberships,
    seasons,
    seasonId: basket.seasonId,
    update,
  });
  const offer = useWizardOffer({ profileId, basket, offers, category, memberships, update });
  const { price, licence, amount, paymentOption } = offer;

  const sessions = category?.categoriesSessionsForCurrentSeason ?? [];
  const session = basket.sessionId === null ? undefined : findSession(sessions, basket.sessionId);

  const adult = isAdult(basket.profileDetails.birthday, now);
  // Parsed when the details change, not at each of the wizard's renders (a tick, a step).
  const detailsValid = useMemo(
    () => detailsSchema.safeParse(basket.profileDetails).success,
    [basket.profileDetails],
  );
  const health = useHealthAnswers(adult);

  const subscribable =
    category !== undefined &&
    basket.seasonId !== null &&
    canSubscribeCategory(category, memberships, basket.seasonId);
  const sessionUsable =
    basket.sessionId === null ||
    (session !== undefined && sessionAvailability(session, now).kind === 'open');

  // The list is rebuilt when the category, the method, the birth date or the club settlement
  // changes (docs/spec/enrolment.md 2).
  const context: MachineContext = {
    category: category && {
      forSale: category.forSale,
      possiblePreRegistration: category.possiblePreRegistration,
    },
    settlementRequired: settlementQuery.currentData?.settlementRequired ?? false,
    adult,
    facts: {
      detailsValid,
      subscribable,
      priceChosen: price !== undefined,
      sessionUsable,
      licenceChosen: licence !== undefined,
      settlementAccepted: basket.settlementAccepted,
      questionnaireValid: health.questionnaireValid,
      paymentOptionChosen: paymentOption !== undefined,
      nothingToPay: amount === 0 && offer.paymentReady,
    },
  };
  const steps = stepsAt(basket, context);
  const stepId = currentStepOf(steps, basket.stepId);
  const stepIndex = steps.indexOf(stepId);
  const send = (event: WizardEvent) => dispatch(wizardStepped({ profileId, event, context }));

  function chooseCategory(categoryId: number) {
    const chosen = activity.activityCategories.find((entry) => entry.id === categoryId);
    if (chosen) update(categoryPatch(chosen, activity.activityCategories, memberships, seasons));
  }

  return {
    ...offer,
    profile,
    activity,
    basket,
    update,
    now,
    seasons,
    categories,
    category,
    subscribable,
    settlementQuery,
    offersQuery,
    sessions,
    session,
    adult,
    ...health,
    steps,
    stepId,
    stepIndex,
    stepValid: isStepValid(stepId, context.facts, basket.signinMethod),
    isLastStep: steps[stepIndex + 1] === 'end',
    chooseCategory,
    chooseMethod: (method: SigninMethod) => send({ type: 'methodChosen', method }),
    next: () => send({ type: 'next' }),
    previous: () => send({ type: 'previous' }),
    requestSent: () => send({ type: 'requestSent' }),
  };
}

export type WizardModel = ReturnType<typeof useWizardModel>;
