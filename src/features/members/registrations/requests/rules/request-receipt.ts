import { paths } from '@/shared/config/paths';
import { toCentsExact } from '@/shared/lib/money-model';
import type { NewPaymentReceipt, PaymentReceipt } from '@/shared/orders/payment-receipt';
import type { Order } from '@/shared/session/schemas';

/**
 * The receipt of a validated request paid from Mes inscriptions (issue 34;
 * src/shared/orders/payment-receipt.ts): its club, activity and member. The request as the spec
 * lists it carries no amount (docs/spec/members-area.md 3 'Order'): the figures are those this tab
 * kept when the same order first left for the provider (the wizard, the cart), which the checkout
 * charges again, else the schedule the backend gives with the order (designed:
 * docs/openapi/main-api.yaml Order.paymentSchedule); without either the receipt names no amount
 * rather than guess one. The way back to pay is the same row.
 */
export function requestReceipt(
  order: Order,
  member: { firstname: string; lastname: string },
  profileId: number,
  kept: PaymentReceipt | undefined,
): NewPaymentReceipt {
  const { activity } = order.activityCategoryPrice.activityCategory;
  const same = kept?.orderId === order.id ? kept : undefined;
  const money = same ?? scheduleMoney(order.paymentSchedule);
  return {
    clubTitle: activity.club.title ?? '',
    clubLogoUrl: activity.club.logoUrl,
    activity: `${activity.title} – ${order.activityCategoryPrice.title}`,
    member: `${member.firstname} ${member.lastname}`,
    total: money.total,
    today: money.today,
    schedule: money.schedule,
    renewal: same?.renewal,
    orderId: order.id,
    profileId,
    payAgain: { place: 'request', path: paths.registrations(profileId) },
  };
}

/** The total and the first instalment of the order's schedule, summed in cents. */
function scheduleMoney(
  entries: Order['paymentSchedule'],
): Pick<NewPaymentReceipt, 'total' | 'today' | 'schedule'> {
  if (!entries || entries.length === 0) return { total: null, today: null, schedule: [] };
  const schedule = entries.map((entry) => ({ date: entry.date, amount: entry.totalAmount }));
  const cents = schedule.reduce((sum, entry) => sum + toCentsExact(entry.amount), 0);
  return { total: cents / 100, today: schedule[0]?.amount ?? null, schedule };
}
