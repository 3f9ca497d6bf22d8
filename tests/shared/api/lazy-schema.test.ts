import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from '@/shared/api/generated/lazy-schema';

function counted<T>(build: () => T) {
  const spy = vi.fn(build);
  return { spy, schema: lazySchema(spy as () => T & object) };
}

describe('lazySchema (the generated schemas, built when used)', () => {
  it('builds nothing until the schema is used, then builds once', () => {
    const { spy, schema } = counted(() => z.object({ id: z.int() }));
    expect(spy).not.toHaveBeenCalled();
    expect(schema.parse({ id: 3 })).toEqual({ id: 3 });
    expect(schema.safeParse({ id: 'x' }).success).toBe(false);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('composes as the built schema does: extend, shape, pick, a parent object, a list', () => {
    const ref = lazySchema(() => z.object({ id: z.int(), title: z.string() }));
    const parent = z.object({ club: ref, clubs: z.array(ref) });
    const value = { club: { id: 1, title: 'AMSF' }, clubs: [{ id: 2, title: 'ASL' }] };
    expect(parent.parse(value)).toEqual(value);
    expect(parent.safeParse({ ...value, clubs: [{ id: 'x' }] }).success).toBe(false);
    expect(ref.extend({ city: z.string() }).parse({ id: 1, title: 'A', city: 'Lyon' })).toEqual({
      id: 1,
      title: 'A',
      city: 'Lyon',
    });
    expect(Object.keys(ref.shape)).toEqual(['id', 'title']);
    expect(ref.pick({ id: true }).parse({ id: 4, title: 'dropped' })).toEqual({ id: 4 });
  });

  it('is a zod schema to instanceof and to the helpers that inspect one', () => {
    const schema = lazySchema(() => z.enum(['M', 'F']));
    expect(schema instanceof z.ZodEnum).toBe(true);
    expect(schema instanceof z.ZodType).toBe(true);
    expect(schema.options).toEqual(['M', 'F']);
    expect(z.optional(schema).parse(undefined)).toBeUndefined();
    expect('parse' in schema).toBe(true);
  });

  it('refers to another lazy schema as the generator writes aliases', () => {
    const answer = lazySchema(() => z.object({ type: z.literal('FeatureCollection') }));
    const alias = lazySchema(() => answer);
    expect(alias.parse({ type: 'FeatureCollection' })).toEqual({ type: 'FeatureCollection' });
  });
});
