import { z } from 'zod';
import { reportDroppedItems } from './dropped-items';

/**
 * The tolerant reader of list answers (docs/adr/0008-tolerant-reader.md): each item is parsed
 * on its own, a malformed one is left out and reported, the others are kept. One bad item
 * never turns the whole list into an error; an answer that is not a list still does.
 */
export type ListReading<T> = { items: T[]; dropped: number };

type ItemSchema<T> = { safeParse(value: unknown): z.ZodSafeParseResult<T> };

/** Parses each item; logs every left-out item with its endpoint and zod issues. */
export function readListItems<T>(
  raw: readonly unknown[],
  itemSchema: ItemSchema<T>,
  endpoint: string,
): ListReading<T> {
  const items: T[] = [];
  let dropped = 0;
  raw.forEach((value, index) => {
    const parsed = itemSchema.safeParse(value);
    if (parsed.success) {
      items.push(parsed.data);
    } else {
      dropped += 1;
      console.warn(
        `Left out item ${index} of ${endpoint}: it breaks the contract`,
        parsed.error.issues,
      );
    }
  });
  return { items, dropped };
}

/**
 * A list schema that keeps the well-formed items: its output is the items, and every parse
 * reports how many were left out (0 too, so that a whole answer clears an earlier notice).
 * The mocked backend checks its own answers with `z.array(itemSchema)`: it must send whole lists.
 */
export function tolerantList<S extends z.ZodType>(itemSchema: S, endpoint: string) {
  return z.array(z.unknown()).transform((raw): z.output<S>[] => {
    const { items, dropped } = readListItems(raw, itemSchema, endpoint);
    reportDroppedItems({ endpoint, count: dropped });
    return items;
  });
}

/**
 * The tolerant reading of a long list (thousands of items) `size` items per task, yielding
 * between slices so that no main-thread task runs long; reports like tolerantList.
 */
export async function readListInSlices<T>(
  raw: readonly unknown[],
  itemSchema: ItemSchema<T>,
  endpoint: string,
  size = 100,
): Promise<T[]> {
  const { yieldToMain } = await import('../lib/yield-to-main');
  const items: T[] = [];
  let dropped = 0;
  for (let start = 0; start < raw.length; start += size) {
    if (start > 0) await yieldToMain();
    const slice = readListItems(raw.slice(start, start + size), itemSchema, endpoint);
    items.push(...slice.items);
    dropped += slice.dropped;
  }
  reportDroppedItems({ endpoint, count: dropped });
  return items;
}
