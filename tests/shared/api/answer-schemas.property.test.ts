import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { fromProductKeys } from '@/shared/api/product-keys';

/** Every zod schema exported by a feature's api/ folder: the contract of every endpoint. */
const modules = import.meta.glob<Record<string, unknown>>('/src/features/*/api/*.ts', {
  eager: true,
});
const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof (value as z.ZodType | undefined)?.safeParse === 'function')
    .map(
      ([name, value]) =>
        [`${file.replace('/src/features/', '')} ${name}`, value as z.ZodType] as const,
    ),
);

/** Answers a broken or hostile backend could send: any JSON, and JSON with odd keys and values. */
const answers = fc.oneof(
  fc.jsonValue(),
  fc.anything({ withNullPrototype: true, withObjectString: true, withBoxedValues: true }),
  fc.array(fc.dictionary(fc.string(), fc.jsonValue()), { maxLength: 5 }),
);

describe('every endpoint schema reads any answer without throwing', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  it.each(schemas)('%s', (_name, schema) => {
    fc.assert(
      fc.property(answers, (answer) => {
        // requestJson's path: product keys renamed, then safeParse; a failure is a value, never
        // an exception (it becomes the French 'invalid-response' error state).
        const parsed = schema.safeParse(fromProductKeys(answer, 'amsf'));
        expect(typeof parsed.success).toBe('boolean');
      }),
      { numRuns: 60 },
    );
  });
});
