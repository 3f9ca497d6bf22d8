import { useEffect, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { combineQueries } from '@/shared/api/query-status';
import type { Membership } from '@/shared/session/schemas';
import type { ActivityCategory } from '../api/activity';
import { useGetLicenceLevelsQuery } from '../api/get-licence-levels';
import { useGetLicenceOptionsQuery } from '../api/get-licence-options';
import type { Offers } from '../api/get-offers';
import { useGetPaymentOptionsQuery } from '../api/get-payment-options';
import {
  amountToSend,
  holdsAccessLicence,
  licenceUpgrade,
  wizardPriceInput,
  type PriceInput,
} from '../rules/amounts';
import {
  defaultLicenceLevelId,
  defaultPaymentOption,
  defaultPrice,
  sortPaymentOptions,
} from '../rules/offer-defaults';
import type { Basket } from './basket';

type OfferInput = {
  profileId: number;
  basket: Basket;
  /** The offers' currentData: a quick change of category never shows the previous prices. */
  offers: Offers | undefined;
  category: ActivityCategory | undefined;
  memberships: readonly Membership[];
  update: (patch: Partial<Basket>) => void;
};

/**
 * What the chosen price, licence and payment option cost (docs/adr/0014-one-money-model.md),
 * with the queries that price them, and the defaults once their answers arrive
 * (docs/spec/enrolment.md 4: the default price, the first licence level, the first option).
 */
export function useWizardOffer({
  profileId,
  basket,
  offers,
  category,
  memberships,
  update,
}: OfferInput) {
  const levelsQuery = useGetLicenceLevelsQuery();
  const prices = offers?.activityCategoryPrices;
  const price = prices?.find((entry) => entry.priceId === basket.priceId);
  const licencesQuery = useGetLicenceOptionsQuery(
    price ? { activityCategoryPriceId: price.priceId, memberId: profileId } : skipToken,
  );
  const licenceList = licencesQuery.currentData;
  const licence = licenceList?.find((entry) => entry.licenseLevelId === basket.licenseLevelId);

  const promo = offers?.promo ?? null;
  const levelAmounts = levelsQuery.currentData;
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
  const paymentQuery = useGetPaymentOptionsQuery(
    online && price && licence && amount !== undefined
      ? {
          memberId: profileId,
          activityCategoryPriceId: price.priceId,
          licenseLevelId: licence.licenseLevelId,
          amount,
        }
      : skipToken,
  );
  const paymentData = paymentQuery.currentData;
  const paymentOptions = useMemo(() => sortPaymentOptions(paymentData ?? []), [paymentData]);
  const paymentOption = paymentOptions.find(
    (option) => option.paymentMethod.id === basket.paymentMethodId,
  );
  const paymentReady = combineQueries(paymentQuery).status === 'succeeded';

  useEffect(() => {
    if (!prices || prices.some((entry) => entry.priceId === basket.priceId)) return;
    const priceId = defaultPrice(prices)?.priceId ?? null;
    if (priceId !== basket.priceId)
      update({ priceId, licenseLevelId: null, paymentMethodId: null });
  }, [prices, basket.priceId, update]);
  useEffect(() => {
    if (!licenceList || licenceList.some((e) => e.licenseLevelId === basket.licenseLevelId)) return;
    const licenseLevelId = defaultLicenceLevelId(licenceList) ?? null;
    if (licenseLevelId !== basket.licenseLevelId) update({ licenseLevelId, paymentMethodId: null });
  }, [licenceList, basket.licenseLevelId, update]);
  useEffect(() => {
    if (!paymentReady || paymentOptions.some((o) => o.paymentMethod.id === basket.paymentMethodId))
      return;
    const paymentMethodId = defaultPaymentOption(paymentOptions)?.paymentMethod.id ?? null;
    if (paymentMethodId !== basket.paymentMethodId) update({ paymentMethodId });
  }, [paymentReady, paymentOptions, basket.paymentMethodId, update]);

  return {
    levelsQuery,
    licencesQuery,
    paymentQuery,
    paymentReady,
    price,
    promo,
    licence,
    priceInput,
    amount,
    paymentOptions,
    paymentOption,
  };
}
