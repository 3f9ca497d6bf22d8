import { z } from 'zod';

/**
 * The greeting the service answers a hello with, on realtimeDestinations.greetings
 * (docs/spec/members-area.md 7 names the topic only). `content` is the text; the designed
 * `clientId` echoes the id the page sent with its hello, so that a page shows its own greeting and
 * not those of every other page that connects (the topic reaches everyone). Without it, the
 * greeting is taken as the page's own.
 */
export const greetingSchema = z.object({
  content: z.string().trim().min(1).max(500),
  clientId: z.string().max(100).optional(),
});
export type Greeting = z.infer<typeof greetingSchema>;

/**
 * A global notification on realtimeDestinations.notifications (designed: the spec names the topic
 * and the counter only). A notification needs some text, a title or a content; every other field
 * is optional with a fallback: without `id` it is known by its text and date, without a readable
 * `createdAt` it is dated when it arrived.
 */
export const liveNotificationSchema = z
  .object({
    id: z.union([z.string().min(1).max(100), z.number().int()]).optional(),
    title: z.string().trim().max(200).optional(),
    content: z.string().trim().max(2000).optional(),
    createdAt: z.string().max(40).optional(),
  })
  .refine((value) => Boolean(value.title || value.content), {
    message: 'A notification needs a title or a content',
  });
export type LiveNotificationMessage = z.infer<typeof liveNotificationSchema>;
