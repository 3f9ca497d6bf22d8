import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineStoredState, onStoredStateDiscarded } from '@/shared/lib/stored-state';

const message = 'Vos préférences n’ont pas pu être reprises.';

/** Version 2 stores { name }; version 1 stored { label }; version 0 the bare label. */
const preferences = defineStoredState({
  key: 'preferences',
  version: 2,
  schema: z.object({ name: z.string() }),
  migrations: {
    0: (label) => ({ label }),
    1: (data) => ({ name: (data as { label: unknown }).label }),
  },
  discardedMessage: message,
});

let told: string[] = [];
beforeEach(() => {
  told = [];
  onStoredStateDiscarded((notice) => told.push(notice));
});
afterEach(() => onStoredStateDiscarded(undefined));

const stored = () => JSON.parse(window.localStorage.getItem('preferences') ?? 'null') as unknown;

describe('a stored state is versioned, migrated or discarded with a message', () => {
  it('writes an envelope with its version and reads it back', () => {
    preferences.write({ name: 'Claire' });
    expect(stored()).toEqual({ version: 2, data: { name: 'Claire' } });
    expect(preferences.readWithOutcome()).toEqual({
      value: { name: 'Claire' },
      outcome: 'current',
    });
    expect(told).toEqual([]);
  });

  it.each([
    ['version 1', JSON.stringify({ version: 1, data: { label: 'Claire' } })],
    ['version 0 (before versions)', JSON.stringify('Claire')],
  ])('%s is migrated step by step and written back at today’s version', (_name, raw) => {
    window.localStorage.setItem('preferences', raw);
    expect(preferences.readWithOutcome()).toEqual({
      value: { name: 'Claire' },
      outcome: 'migrated',
    });
    expect(stored()).toEqual({ version: 2, data: { name: 'Claire' } });
    expect(told).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a current version of the wrong shape', JSON.stringify({ version: 2, data: { name: 42 } })],
    ['an older version that migrates to a wrong shape', JSON.stringify({ version: 1, data: 7 })],
    ['a newer version (an older build after a rollback)', JSON.stringify({ version: 3, data: {} })],
    ['a negative version', JSON.stringify({ version: -1, data: 'Claire' })],
    ['a version 0 value that migrates to a wrong shape', JSON.stringify([1, 2])],
    ['null', 'null'],
  ])('%s is removed and the member told in French', (_name, raw) => {
    window.localStorage.setItem('preferences', raw);
    expect(preferences.readWithOutcome()).toEqual({ value: undefined, outcome: 'discarded' });
    expect(window.localStorage.getItem('preferences')).toBeNull();
    expect(told).toEqual([message]);
    // Told once: the next read finds nothing.
    expect(preferences.readWithOutcome().outcome).toBe('absent');
    expect(told).toEqual([message]);
  });

  it('a version without a migration path, or a migration that throws, is discarded', () => {
    const noPath = defineStoredState({
      key: 'no-path',
      version: 3,
      schema: z.string(),
      migrations: { 2: () => 'x' },
      discardedMessage: message,
    });
    window.localStorage.setItem('no-path', JSON.stringify({ version: 1, data: 'a' }));
    expect(noPath.read()).toBeUndefined();

    const throwing = defineStoredState({
      key: 'throwing',
      version: 1,
      schema: z.string(),
      migrations: {
        0: () => {
          throw new Error('bad');
        },
      },
      discardedMessage: message,
    });
    window.localStorage.setItem('throwing', '"a"');
    expect(throwing.read()).toBeUndefined();
    expect(told).toEqual([message, message]);
  });

  it('a message raised before the app listens is given to it when it does', () => {
    onStoredStateDiscarded(undefined);
    window.localStorage.setItem('preferences', '{oops');
    expect(preferences.read()).toBeUndefined();
    const late: string[] = [];
    onStoredStateDiscarded((notice) => late.push(notice));
    expect(late).toEqual([message]);
  });
});
