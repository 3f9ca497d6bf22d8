import { paths } from '@/shared/config/paths';
import type { ClubDetails } from '@/shared/clubs/get-club-details';
import { keepPaymentReceipt } from '@/shared/orders/payment-receipt';
import {
  selectCurrentProfile,
  selectSeasons,
  selectSelectedId,
} from '@/shared/session/current-profile';
import { returnsToActivity } from '@/shared/session/rules/profile-loading';
import { currentSeasonOf, seasonTitleOf } from '@/shared/session/rules/seasons';
import type { AppDispatch, RootState } from '@/shared/store/store';
import { paymentOptionsEndpoint } from '../api/get-payment-options';
import { cartReceiptMoney } from '../rules/receipt-money';
import type { CartItem } from './cart-item';
import { cardAmounts } from './rules/card-amounts';

/**
 * Keeps the receipt of a cart item leaving for the payment provider
 * (src/shared/orders/payment-receipt.ts), as the wizard does: its club, activity and member, the
 * figures of its payment option read again now (what the checkout charges), and the way back to
 * its order in Mes inscriptions should the payment not go through.
 */
export async function keepCartReceipt(
  dispatch: AppDispatch,
  getState: () => RootState,
  item: CartItem,
  orderId: number,
  club: Pick<ClubDetails, 'title' | 'logoUrl'> | undefined,
): Promise<void> {
  const { order } = item;
  const read = dispatch(
    paymentOptionsEndpoint.initiate(
      {
        memberId: order.memberId,
        activityCategoryPriceId: order.activityCategoryPriceId,
        licenseLevelId: order.licenseLevelId,
        amount: order.amount,
      },
      { subscribe: false },
    ),
  );
  const options = (await read).data;
  const state = getState();
  const profile = selectCurrentProfile(state);
  const now = new Date();
  const seasonTitle = currentSeasonOf(selectSeasons(state), now)?.title ?? seasonTitleOf(now);
  const money = cartReceiptMoney(
    {
      amount: order.amount,
      paymentMethodId: order.paymentMethodId,
      cardTotal: cardAmounts(item).total,
    },
    options,
  );
  keepPaymentReceipt({
    clubTitle: club?.title ?? '',
    clubLogoUrl: club?.logoUrl ?? null,
    activity: `${item.activityTitle} – ${item.categoryTitle}`,
    member: `${item.firstname} ${item.lastname}`,
    ...money,
    renewal:
      profile?.id === order.profileId &&
      returnsToActivity(profile.memberships, item.activityId, seasonTitle),
    orderId,
    profileId: selectSelectedId(state) ?? undefined,
    payAgain: { place: 'request', path: paths.registrations(order.profileId) },
  });
}
