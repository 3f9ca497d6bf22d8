import { z } from 'zod';
import { yieldWhereScheduled } from '../lib/yield-to-main';
import { reportDroppedItems } from './dropped-items';

/**
 * The tolerant reader of list answers (docs/adr/0008-tolerant-reader.md): each item is parsed
 * on its own, a malformed one is left out and reported, the others are kept. One bad item
 * never turns the whole list into an error; an answer that is not a list still does.
 */
export type ListReading<T> = { items: T[]; dropped: number };

type ItemSchema<T> = { safeParse(value: unknown): z.ZodSafeParseResult<T> };

/** One item through its schema; a left-out item is logged with its endpoint and zod issues. */
function readItem<T>(
  value: unknown,
  index: number,
  itemSchema: ItemSchema<T>,
  endpoint: string,
): z.ZodSafeParseResult<T> {
  const parsed = itemSchema.safeParse(value);
  if (!parsed.success)
    console.warn(
      `Left out item ${index} of ${endpoint}: it breaks the contract`,
      parsed.error.issues,
    );
  return parsed;
}

/** Parses each item; logs every left-out item with its endpoint and zod issues. */
export function readListItems<T>(
  raw: readonly unknown[],
  itemSchema: ItemSchema<T>,
  endpoint: string,
): ListReading<T> {
  const items: T[] = [];
  let dropped = 0;
  raw.forEach((value, index) => {
    const parsed = readItem(value, index, itemSchema, endpoint);
    if (parsed.success) items.push(parsed.data);
    else dropped += 1;
  });
  return { items, dropped };
}

// The item schema and endpoint of every tolerant list schema, for readAnswer.
const listReaders = new WeakMap<object, { itemSchema: ItemSchema<unknown>; endpoint: string }>();

/**
 * A list schema that keeps the well-formed items: its output is the items, and every parse
 * reports how many were left out (0 too, so that a whole answer clears an earlier notice).
 * The mocked backend checks its own answers with `z.array(itemSchema)`: it must send whole lists.
 */
export function tolerantList<S extends z.ZodType>(itemSchema: S, endpoint: string) {
  const schema = z.array(z.unknown()).transform((raw): z.output<S>[] => {
    const { items, dropped } = readListItems(raw, itemSchema, endpoint);
    reportDroppedItems({ endpoint, count: dropped });
    return items;
  });
  listReaders.set(schema, { itemSchema, endpoint });
  return schema;
}

/** How long the items of a list are read before the main thread is given back (milliseconds). */
export const readingBudgetMs = 4;

/**
 * The tolerant reading of a list over as many tasks as it takes: the main thread is given back
 * (where the browser offers scheduler.yield) each time a slice has run for the budget, so that
 * parsing a long answer never makes a long task on a slow phone; reports like tolerantList.
 */
export async function readListInSlices<T>(
  raw: readonly unknown[],
  itemSchema: ItemSchema<T>,
  endpoint: string,
  now: () => number = () => performance.now(),
): Promise<T[]> {
  const items: T[] = [];
  let dropped = 0;
  let sliceStart = now();
  for (let index = 0; index < raw.length; index += 1) {
    if (now() - sliceStart >= readingBudgetMs) {
      await yieldWhereScheduled();
      sliceStart = now();
    }
    const parsed = readItem(raw[index], index, itemSchema, endpoint);
    if (parsed.success) items.push(parsed.data);
    else dropped += 1;
  }
  reportDroppedItems({ endpoint, count: dropped });
  return items;
}

/**
 * An answer through its schema: a tolerant list's items are read over several tasks
 * (readListInSlices), any other answer at once.
 */
export async function readAnswer<S extends z.ZodType>(
  schema: S,
  answer: unknown,
): Promise<z.ZodSafeParseResult<z.output<S>>> {
  const reader = listReaders.get(schema);
  if (!reader || !Array.isArray(answer)) return schema.safeParse(answer);
  const items = await readListInSlices(answer, reader.itemSchema, reader.endpoint);
  // The store's update and the page's render that follow go in a task of their own.
  await yieldWhereScheduled();
  return { success: true, data: items as z.output<S> };
}
