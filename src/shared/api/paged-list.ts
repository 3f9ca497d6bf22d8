import { z } from 'zod';
import { tolerantList } from '@/shared/api/tolerant-list';

/**
 * The spec's paged answer (news, the administrators list and search) around their items. With
 * an endpoint, the content is read item by item (tolerant reader: a malformed item is left out
 * and reported); without, every item must be whole (the mocked backend's own check).
 */
export const pageSchema = <T extends z.ZodType>(item: T, endpoint?: string) =>
  z.object({
    content: endpoint === undefined ? z.array(item) : tolerantList(item, endpoint),
    size: z.number().int(),
    number: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    numberOfElements: z.number().int(),
  });
