import { format } from 'node:util';

/**
 * The portal's own diagnostics (console.error and console.warn in src/), which tests provoke on
 * purpose: a malformed answer, a refused request, an item left out of a list.
 */
const portalDiagnostics: readonly RegExp[] = [
  /^Request failed/,
  /^Invalid answer from /,
  /^Unreadable answer from /,
  /^Left out /,
  /^Confirmed action failed/,
  /^Identity provider check failed/,
  /^Service worker not registered/,
  /^Live (unread total|notices) not started/,
  /^Route failed/,
  /^Catch-up of missed messages failed/,
  /^Zero-euro payment/,
  /^Clusters query failed/,
  /^Aucune séance sélectionnée ou séance introuvable$/,
];

/**
 * Kept on the global object: test files share one console (isolate: false in vite.config.ts),
 * while this module may be evaluated again for each file; the console is guarded once, and every
 * evaluation reads what that guard caught.
 */
type GuardState = { unexpected: string[] };
const key = Symbol.for('portal.consoleGuard');
const shared = globalThis as typeof globalThis & { [key]?: GuardState };

/**
 * Any other console.error or console.warn fails the test that caused it (issue 23): React's
 * development warnings (a duplicate key, an update outside act, a changing controlled input) and
 * the router's. Only tests run React in development; the journeys run the production build.
 */
export function installConsoleGuard(): void {
  if (shared[key]) return;
  const state: GuardState = { unexpected: [] };
  shared[key] = state;
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const [first] = args;
      const own = typeof first === 'string' && portalDiagnostics.some((p) => p.test(first));
      if (!own) state.unexpected.push(`console.${level}: ${format(...args).split('\n')[0]}`);
      original(...args);
    };
  }
}

/** What the guard caught since the last call. */
export function takeUnexpectedConsole(): string[] {
  const state = shared[key];
  if (!state) return [];
  const caught = state.unexpected;
  state.unexpected = [];
  return caught;
}
