import { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { tolerantList } from '@/shared/api/tolerant-list';

/** One instalment (members-area.md 3 'Payment schedule per membership'): all four fields read. */
export const instalmentSchema = z.object({
  date: z.iso.date(),
  expectedAmount: z.number(),
  payedAmount: z.number(),
  succeeded: z.boolean(),
});
export type Instalment = z.infer<typeof instalmentSchema>;

export const paymentScheduleSchema = z.object({
  membershipId: z.number().int(),
  clubName: z.string(),
  activityName: z.string(),
  schedule: tolerantList(instalmentSchema, 'GET /members/{profileId}/payment-schedules schedule'),
});
export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;

/** What the mocked backend checks its answers against: whole lists. */
export const paymentScheduleListContract = z.array(
  paymentScheduleSchema.extend({ schedule: z.array(instalmentSchema) }),
);

/**
 * GET /members/{profileId}/payment-schedules (designed: the spec names the call 'member payment
 * schedules by profile id' without its path): one entry per membership with instalments.
 */
const paymentSchedulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentSchedules: build.query<PaymentSchedule[], number>({
      query: (profileId) => ({
        request: { url: `/members/${profileId}/payment-schedules` },
        schema: tolerantList(paymentScheduleSchema, 'GET /members/{profileId}/payment-schedules'),
      }),
      // A payment changes the schedule: whoever records one invalidates 'Orders'.
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetPaymentSchedulesQuery } = paymentSchedulesApi;
