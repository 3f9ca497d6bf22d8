import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { selectSeasons } from '@/shared/session/current-profile';
import type { ApiProfile, Membership } from '@/shared/session/schemas';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { dataOf, remoteOf } from '@/shared/api/query-status';
import { useGetClubSettlementQuery } from '../api/get-club-settlement';
import { useGetLicenceLevelsQuery } from '../api/get-licence-levels';
import { useGetLicenceOptionsQuery } from '../api/get-licence-options';
import { useGetOffersQuery } from '../api/get-offers';
import { useGetPaymentOptionsQuery } from '../api/get-payment-options';
import type { Activity, ActivityCategory } from '../api/activity';
import { questionIds, questionnaireFor } from '../questionnaires/health-questions';
import { isAdult } from '../rules/adulthood';
import {
  amountToSend,
  holdsAccessLicence,
  licenceUpgrade,
  wizardPriceInput,
  type PriceInput,
} from '../rules/amounts';
import { canSubscribeCategory, isCategoryValid } from '../rules/category-subscription';
import { hasPreSales } from '../rules/pre-sales';
import {
  defaultLicenceLevelId,
  defaultPaymentOption,
  defaultPrice,
  sortPaymentOptions,
} from '../rules/offer-defaults';
import { initialAnswers, isQuestionnaireValid, type HealthAnswers } from '../rules/questionnaire';
import { findSession, sessionAvailability } from '../rules/sessions';
import { buildSteps, type SigninMethod, type StepId } from '../rules/steps';
import { stepIds, type Basket } from './basket';
import {
  activeMemberships,
  categoryPatch,
  seasonChoice,
  seasonOfCategory,
  type SeasonChoice,
} from './category-choice';
import { detailsSchema } from './details-schema';
import { changeBasket } from './wizard-slice';
import { useMembershipsWithSubscriptions } from './use-memberships-with-subscriptions';

export type HealthState = {
  kind: 'adult' | 'minor';
  answers: HealthAnswers;
  attested: boolean;
};

function initialHealth(adult: boolean): HealthState {
  const ids = questionIds(questionnaireFor(adult));
  return {
    kind: adult ? 'adult' : 'minor',
    answers: initialAnswers(ids, getRuntimeConfig().production),
    attested: false,
  };
}

/** Keeps the step the member was on when the list changes: the last one not after it. */
function currentStepOf(steps: readonly StepId[], stepId: StepId): StepId {
  if (steps.includes(stepId)) return stepId;
  const rank = stepIds.indexOf(stepId);
  return [...steps].reverse().find((step) => stepIds.indexOf(step) <= rank) ?? steps[0]!;
}

/** Everything the steps show and decide, derived from the basket and the loaded data. */
/**
 * Once per category, when only the offers tell of pre-sales (rules/pre-sales.ts): the season the
 * choice of a pre-sales category would have taken (the next one when the current is held).
 */
function usePreSalesSeason({
  chosenCategory,
  preSales,
  categories,
  memberships,
  seasons,
  seasonId,
  update,
}: {
  chosenCategory: ActivityCategory | undefined;
  preSales: boolean;
  categories: readonly ActivityCategory[];
  memberships: readonly Membership[];
  seasons: SeasonChoice;
  seasonId: number | null;
  update: (patch: Partial<Basket>) => void;
}) {
  const applied = useRef<number | null>(null);
  useEffect(() => {
    if (!chosenCategory || chosenCategory.preSales || !preSales) return;
    if (applied.current === chosenCategory.id) return;
    applied.current = chosenCategory.id;
    const wanted = seasonOfCategory(true, categories, memberships, seasons);
    if (wanted !== null && wanted !== seasonId) {
      update({ seasonId: wanted, priceId: null, licenseLevelId: null, paymentMethodId: null });
    }
  }, [chosenCategory, preSales, categories, memberships, seasons, seasonId, update]);
}

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

  // Read through currentData (remoteOf): a quick change of category never shows the prices of
  // the previous one.
  const settlement = remoteOf(useGetClubSettlementQuery(basket.clubId));
  const levels = remoteOf(useGetLicenceLevelsQuery());
  const offers = remoteOf(
    useGetOffersQuery(
      basket.seasonId === null
        ? skipToken
        : { activityCategoryId: basket.categoryId, seasonId: basket.seasonId, memberId: profileId },
    ),
  );
  // The spec's pre-sales flag comes with the offers (rules/pre-sales.ts): the category is read
  // with it, so the season choice shows once the first offers have told.
  const offersData = dataOf(offers);
  const preSales = chosenCategory ? hasPreSales(chosenCategory, offersData) : false;
  // The same object while the flag agrees, so memoised steps are not rebuilt on every render.
  const category =
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
  const prices = dataOf(offers)?.activityCategoryPrices;
  const price = prices?.find((entry) => entry.priceId === basket.priceId);
  const licences = remoteOf(
    useGetLicenceOptionsQuery(
      price ? { activityCategoryPriceId: price.priceId, memberId: profileId } : skipToken,
    ),
  );
  const licence = dataOf(licences)?.find((entry) => entry.licenseLevelId === basket.licenseLevelId);

  const promo = dataOf(offers)?.promo ?? null;
  const levelAmounts = dataOf(levels);
  const upgrade =
    price && category && levelAmounts
      ? licenceUpgrade(
          holdsAccessLicence(memberships, price.seasonId),
          category.licenseLevel.id,
          levelAmounts,
        )
      : null;
  const priceInput: PriceInput | undefined =
    price && levelAmounts
      ? wizardPriceInput({ price, promo, upgrade, licenceAmount: licence?.licenseAmount })
      : undefined;
  const amount = priceInput ? amountToSend(priceInput) : undefined;

  const online = basket.signinMethod !== 'GoClub';
  const paymentRemote = remoteOf(
    useGetPaymentOptionsQuery(
      online && price && licence && amount !== undefined
        ? {
            memberId: profileId,
            activityCategoryPriceId: price.priceId,
            licenseLevelId: licence.licenseLevelId,
            amount,
          }
        : skipToken,
    ),
  );
  const paymentData = dataOf(paymentRemote);
  const paymentOptions = useMemo(() => sortPaymentOptions(paymentData ?? []), [paymentData]);
  const paymentOption = paymentOptions.find(
    (option) => option.paymentMethod.id === basket.paymentMethodId,
  );

  const sessions = category?.categoriesSessionsForCurrentSeason ?? [];
  const session = basket.sessionId === null ? undefined : findSession(sessions, basket.sessionId);

  const adult = isAdult(basket.profileDetails.birthday, now);
  const [health, setHealth] = useState<HealthState>(() => initialHealth(adult));
  const currentHealth = health.kind === (adult ? 'adult' : 'minor') ? health : initialHealth(adult);
  const healthIds = questionIds(questionnaireFor(adult));

  // Rebuilt when the category, the method, the birth date or the club settlement changes.
  const steps = buildSteps({
    category,
    method: basket.signinMethod,
    settlementRequired: dataOf(settlement)?.settlementRequired ?? false,
    adult,
  });
  const stepId = currentStepOf(steps, basket.stepId);
  const stepIndex = steps.indexOf(stepId);

  // Defaults once the data arrive: the default price, the first licence, the first option.
  useEffect(() => {
    if (!prices || prices.some((entry) => entry.priceId === basket.priceId)) return;
    const priceId = defaultPrice(prices)?.priceId ?? null;
    if (priceId !== basket.priceId)
      update({ priceId, licenseLevelId: null, paymentMethodId: null });
  }, [prices, basket.priceId, update]);
  const licenceList = dataOf(licences);
  useEffect(() => {
    if (!licenceList || licenceList.some((e) => e.licenseLevelId === basket.licenseLevelId)) return;
    const licenseLevelId = defaultLicenceLevelId(licenceList) ?? null;
    if (licenseLevelId !== basket.licenseLevelId) update({ licenseLevelId, paymentMethodId: null });
  }, [licenceList, basket.licenseLevelId, update]);
  const paymentReady = paymentRemote.status === 'succeeded';
  useEffect(() => {
    if (!paymentReady || paymentOptions.some((o) => o.paymentMethod.id === basket.paymentMethodId))
      return;
    const paymentMethodId = defaultPaymentOption(paymentOptions)?.paymentMethod.id ?? null;
    if (paymentMethodId !== basket.paymentMethodId) update({ paymentMethodId });
  }, [paymentReady, paymentOptions, basket.paymentMethodId, update]);

  const subscribable =
    category !== undefined &&
    basket.seasonId !== null &&
    canSubscribeCategory(category, memberships, basket.seasonId);
  const sessionUsable =
    basket.sessionId === null ||
    (session !== undefined && sessionAvailability(session, now).kind === 'open');

  function isValid(step: StepId): boolean {
    switch (step) {
      case 'details':
        return detailsSchema.safeParse(basket.profileDetails).success;
      case 'category':
        return subscribable && price !== undefined && sessionUsable;
      case 'licence':
        return licence !== undefined;
      case 'settlement':
        return basket.settlementAccepted;
      case 'method':
        return basket.signinMethod !== null;
      case 'questionnaire-adult':
      case 'questionnaire-minor':
        return isQuestionnaireValid(healthIds, currentHealth.answers, currentHealth.attested);
      case 'payment':
        // Nothing to pay: no option to choose (the order goes through the zero-euro payment).
        return (
          paymentOption !== undefined || (amount === 0 && paymentRemote.status === 'succeeded')
        );
      default:
        return true;
    }
  }

  function chooseCategory(categoryId: number) {
    const chosen = activity.activityCategories.find((entry) => entry.id === categoryId);
    if (chosen) update(categoryPatch(chosen, activity.activityCategories, memberships, seasons));
  }

  function goTo(step: StepId | undefined, patch: Partial<Basket> = {}) {
    if (step) update({ ...patch, stepId: step });
  }

  function next() {
    if (isValid(stepId)) goTo(steps[stepIndex + 1]);
  }

  /** Going back from the method step clears the method (section 4). */
  function previous() {
    goTo(steps[stepIndex - 1], stepId === 'method' ? { signinMethod: null } : {});
  }

  /** Choosing a method stores it and skips to the step after it in the rebuilt list. */
  function chooseMethod(method: SigninMethod) {
    const rebuilt = buildSteps({
      category,
      method,
      settlementRequired: dataOf(settlement)?.settlementRequired ?? false,
      adult,
    });
    goTo(rebuilt[rebuilt.indexOf('method') + 1], { signinMethod: method });
  }

  function setHealthState(change: Partial<Omit<HealthState, 'kind'>>) {
    setHealth({ ...currentHealth, ...change });
  }

  return {
    profile,
    activity,
    basket,
    update,
    now,
    seasons,
    categories,
    category: category as ActivityCategory | undefined,
    subscribable,
    settlement,
    levels,
    offers,
    licences,
    paymentRemote,
    paymentOptions,
    price,
    promo,
    licence,
    paymentOption,
    sessions,
    session,
    priceInput,
    amount,
    adult,
    health: currentHealth,
    healthIds,
    setHealthState,
    steps,
    stepId,
    stepIndex,
    stepValid: isValid(stepId),
    isLastStep: steps[stepIndex + 1] === 'end',
    chooseCategory,
    chooseMethod,
    next,
    previous,
    goTo,
  };
}

export type WizardModel = ReturnType<typeof useWizardModel>;

export const WizardContext = createContext<WizardModel | null>(null);

export function useWizard(): WizardModel {
  const model = useContext(WizardContext);
  if (!model) throw new Error('useWizard outside the enrolment wizard');
  return model;
}
