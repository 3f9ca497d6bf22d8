import { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { zPaymentSchedule } from '@/shared/api/generated/main/zod';
import { tolerantList } from '@/shared/api/tolerant-list';

/**
 * One instalment (docs/spec/members-area.md 3 'Payment schedule per membership'), derived from
 * docs/openapi/main-api.yaml PaymentSchedule: all four fields are read (the row's date, amounts
 * and state), so an instalment without one is left out and reported.
 */
export const instalmentSchema = zPaymentSchedule.shape.schedule.element.extend({
  date: z.iso.date(),
  expectedAmount: z.number(),
  payedAmount: z.number(),
  succeeded: z.boolean(),
});
export type Instalment = z.infer<typeof instalmentSchema>;

/** Mes échéances titles each schedule with its club and activity and keys it by membership. */
export const paymentScheduleSchema = zPaymentSchedule.extend({
  membershipId: z.number().int(),
  clubName: z.string(),
  activityName: z.string(),
  schedule: tolerantList(instalmentSchema, 'GET /public/payment/get-payment-schedule schedule'),
});
export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;

/** What the mocked backend checks its answers against: whole lists. */
export const paymentScheduleListContract = z.array(
  paymentScheduleSchema.extend({ schedule: z.array(instalmentSchema) }),
);

/**
 * GET /public/payment/get-payment-schedule?memberId= (docs/spec/enrolment.md 7;
 * docs/spec/members-area.md 7 names it 'member payment schedules by profile id'): the member is the
 * profile, one entry per membership with instalments. A 'public' path: it goes without the bearer
 * (docs/spec/administration.md 7.9).
 */
const paymentSchedulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentSchedules: build.query<PaymentSchedule[], number>({
      query: (profileId) => ({
        request: { url: '/public/payment/get-payment-schedule', params: { memberId: profileId } },
        schema: tolerantList(paymentScheduleSchema, 'GET /public/payment/get-payment-schedule'),
      }),
      // A payment changes the schedule: whoever records one invalidates 'Orders'.
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetPaymentSchedulesQuery } = paymentSchedulesApi;
