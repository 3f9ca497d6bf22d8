import type { z } from 'zod';

/**
 * The fallbacks a client schema adds to a generated one (docs/adr/0017-generated-schemas.md,
 * docs/adr/0008-tolerant-reader.md): the document leaves the field optional, the screen reads a
 * value. Each call site says in a comment what the fallback means for the member.
 */

/** Absent, null or malformed: the given value. */
export function orFallback<T extends z.ZodType>(
  schema: T,
  // Awaited, as zod types a transform's output: a plain value is its own Awaited.
  fallback: Awaited<NonNullable<z.output<T>>>,
) {
  return schema.transform((value) => value ?? fallback).catch(() => fallback);
}

/** Absent reads as null: the screen says the value is not known. A wrong type still fails. */
export function orNull<T extends z.ZodType>(schema: T) {
  return schema.transform((value) => (value ?? null) as NonNullable<z.output<T>> | null);
}
