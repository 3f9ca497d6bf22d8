import type { z } from 'zod';
import { fromProductKeys } from '@/shared/api/product-keys';
import { readListItems, type ListReading } from '@/shared/api/tolerant-list';
import { clubSummarySchema, type ClubSummary } from '../api/club-summary';
import { federalActivitySchema, type FederalActivityItem } from '../api/federal-activity';
import { listEndpoints, type RawAnswer } from './cluster-protocol';

/**
 * The raw answers the clusters worker receives (bytes or text), read into the clubs and the
 * federal activities: decoded, parsed, renamed from the product's keys, and kept to their
 * well-formed items.
 */

/**
 * fromProductKeys renames the keys that start with the slug or hold it capitalised ('amsfId',
 * 'parametersAmsf'). When the raw text holds neither '"amsf' nor 'Amsf', no key can change:
 * skipping the deep copy saves a third of the worker's time on 20,000 clubs.
 */
export function mayHoldProductKeys(text: string, productSlug: string): boolean {
  const capitalised = productSlug.charAt(0).toUpperCase() + productSlug.slice(1);
  return text.includes(`"${productSlug}`) || text.includes(capitalised);
}

/**
 * Decodes, parses and renames a raw list answer, then keeps its well-formed items (the tolerant
 * reader, docs/adr/0008): undefined when it is no list at all.
 */
function readList<T>(
  payload: RawAnswer,
  productSlug: string,
  itemSchema: z.ZodType<T>,
  call: string,
): ListReading<T> | undefined {
  try {
    const text = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
    const json: unknown = JSON.parse(text);
    const model = mayHoldProductKeys(text, productSlug) ? fromProductKeys(json, productSlug) : json;
    if (Array.isArray(model)) return readListItems(model, itemSchema, call);
    console.error(`Invalid answer from ${call}: not a list`);
  } catch (error) {
    console.error(`Unreadable answer from ${call}`, error);
  }
  return undefined;
}

/** GET /public/{product}: every club. */
export function readClubList(
  payload: RawAnswer,
  productSlug: string,
): ListReading<ClubSummary> | undefined {
  return readList(payload, productSlug, clubSummarySchema, listEndpoints.clubs);
}

/** GET /public/activities/federal: the activity filter's choices. */
export function readFederalActivities(
  payload: RawAnswer,
  productSlug: string,
): ListReading<FederalActivityItem> | undefined {
  return readList(payload, productSlug, federalActivitySchema, listEndpoints.federalActivities);
}

/** False when no club says its age ranges: 'pour qui ?' cannot filter (designed field). */
export function knowsAgeRanges(clubs: readonly ClubSummary[]): boolean {
  return clubs.some((club) => club.ageRanges !== null);
}
