import { z } from 'zod';

/** The paged answer the news service (and the next features' lists) wrap their items in. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    size: z.number().int(),
    number: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    numberOfElements: z.number().int(),
  });
