import { api } from '@/shared/api/api-slice';
import { z } from 'zod';
import { orFallback } from '@/shared/api/fallbacks';
import { zPaymentOption } from '@/shared/api/generated/main/zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { amount, id, isoDate } from './schema-primitives';

/**
 * docs/spec/enrolment.md 3 'Payment option': each entry 'holds date, totalAmount, chargedAmount and
 * a fee amount', the fee's field unnamed. Designed and optional: feeAmount; absent, the fee is what
 * the member pays beyond the price's instalment, totalAmount − chargedAmount (docs/api.md
 * 'PaymentOption'), so the fees line and the totals still agree.
 */
export const scheduleEntrySchema = zPaymentOption.shape.transactionsSchedule
  .unwrap()
  .element.extend({
    date: isoDate,
    totalAmount: amount,
    chargedAmount: amount,
    feeAmount: amount.optional(),
  })
  .transform((entry) => ({
    ...entry,
    feeAmount:
      entry.feeAmount ??
      Math.max(0, Math.round((entry.totalAmount - entry.chargedAmount) * 100) / 100),
  }));
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

/**
 * Derived from docs/openapi/main-api.yaml PaymentOption (docs/adr/0017-generated-schemas.md).
 * Absent: the method's name reads 'Paiement', and no schedule means one payment of the total today
 * is not assumed: the schedule is empty and the checkout shows the total alone.
 */
export const paymentOptionSchema = zPaymentOption.extend({
  paymentMethod: zPaymentOption.shape.paymentMethod.extend({
    id,
    name: orFallback(zPaymentOption.shape.paymentMethod.shape.name, 'Paiement'),
  }),
  totalAmount: amount,
  transactionsSchedule: z.array(scheduleEntrySchema).default([]),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;
export const paymentOptionListSchema = tolerantList(
  paymentOptionSchema,
  'GET /public/payment/get-payment-options',
);

/** memberId 0 when the person has no member record yet (section 7). */
export type PaymentOptionsQuery = {
  memberId: number;
  activityCategoryPriceId: number;
  licenseLevelId: number;
  amount: number;
};

const paymentOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentOptions: build.query<PaymentOption[], PaymentOptionsQuery>({
      query: (params) => ({
        request: { url: '/public/payment/get-payment-options', params },
        schema: paymentOptionListSchema,
      }),
    }),
  }),
});

export const { useGetPaymentOptionsQuery } = paymentOptionsApi;
export const paymentOptionsEndpoint = paymentOptionsApi.endpoints.getPaymentOptions;
