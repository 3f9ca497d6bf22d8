import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { removeStored, writeStored } from './storage';

/**
 * A state the portal keeps in localStorage across reloads, tab crashes and new versions of the
 * app (docs/adr/0019-versioned-stored-state.md). It is written as `{ version, data }`; a read
 * checks the data with the current zod schema, brings an older version up to date through the
 * migrations (version 0 is a value written before versions existed, without the envelope), and
 * discards anything else (not JSON, unknown shape, a newer or unknown version) with a French
 * message, so a stored value never stops a page.
 */
export type StoredStateDefinition<S extends $ZodType> = {
  key: string;
  /** The version written today; raise it when the data's shape changes, with a migration. */
  version: number;
  schema: S;
  /** `migrations[n]` turns the data of version n into the data of version n + 1. */
  migrations?: Record<number, (data: unknown) => unknown>;
  /** What the member is told when the state cannot be taken back (French, spec-free wording). */
  discardedMessage: string;
};

export type StoredReadOutcome = 'absent' | 'current' | 'migrated' | 'discarded';

export type StoredState<T> = {
  readonly key: string;
  read(): T | undefined;
  /** The value and what happened to it, for tests and for the callers that care. */
  readWithOutcome(): { value: T | undefined; outcome: StoredReadOutcome };
  write(value: T): void;
  remove(): void;
};

/** What a discarded state tells the member: queued until the app listens (it reads early). */
type Listener = (message: string) => void;
let listener: Listener | undefined;
let pending: string[] = [];

export function onStoredStateDiscarded(next: Listener | undefined): void {
  listener = next;
  if (!next) return;
  const queued = [...new Set(pending)];
  pending = [];
  queued.forEach(next);
}

function reportDiscarded(message: string): void {
  if (listener) listener(message);
  else pending.push(message);
}

export const storedStateNoticeTitle = 'Données enregistrées';

const envelopeOf = (raw: unknown): { version: number; data: unknown } | undefined => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const keys = Object.keys(raw);
  const { version, data } = raw as { version?: unknown; data?: unknown };
  if (keys.length !== 2 || !('data' in raw) || !Number.isInteger(version)) return undefined;
  return { version: version as number, data };
};

function readRaw(key: string): { found: false } | { found: true; raw: string } {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? { found: false } : { found: true, raw };
  } catch {
    // blocked storage: as if nothing was kept
    return { found: false };
  }
}

/** Runs the migrations from `from` up to `to`; undefined when one is missing or throws. */
function migrate(
  data: unknown,
  from: number,
  to: number,
  migrations: Record<number, (data: unknown) => unknown>,
): { data: unknown } | undefined {
  let current = data;
  for (let version = from; version < to; version += 1) {
    const step = migrations[version];
    if (!step) return undefined;
    try {
      current = step(current);
    } catch {
      return undefined;
    }
  }
  return { data: current };
}

export function defineStoredState<S extends $ZodType>(
  definition: StoredStateDefinition<S>,
): StoredState<output<S>> {
  const { key, version, schema, migrations = {}, discardedMessage } = definition;

  const write = (value: output<S>) => writeStored(key, { version, data: value });

  const discard = () => {
    removeStored(key);
    reportDiscarded(discardedMessage);
    return { value: undefined, outcome: 'discarded' as const };
  };

  const readWithOutcome = (): { value: output<S> | undefined; outcome: StoredReadOutcome } => {
    const found = readRaw(key);
    if (!found.found) return { value: undefined, outcome: 'absent' };
    let raw: unknown;
    try {
      raw = JSON.parse(found.raw);
    } catch {
      return discard();
    }
    const envelope = envelopeOf(raw) ?? { version: 0, data: raw };
    if (envelope.version > version || envelope.version < 0) return discard();
    const migrated =
      envelope.version === version
        ? { data: envelope.data }
        : migrate(envelope.data, envelope.version, version, migrations);
    if (!migrated) return discard();
    const parsed = safeParse(schema, migrated.data);
    if (!parsed.success) return discard();
    if (envelope.version === version) return { value: parsed.data, outcome: 'current' };
    // Written back at today's version: the migration runs once.
    write(parsed.data);
    return { value: parsed.data, outcome: 'migrated' };
  };

  return {
    key,
    read: () => readWithOutcome().value,
    readWithOutcome,
    write,
    remove: () => removeStored(key),
  };
}
