import { ruleMatches, type MockApi, type MockCall, type MockRule } from './mock-rule';
import { memoryRuleSource, type RuleSource } from './rule-sources';
import type { SpecShapeName } from './spec-fields';

let source: RuleSource = memoryRuleSource();

type Scope = { api?: MockApi; times?: number };

/** Tells the mocked backend to fail, slow down or garble calls, so error paths can be tested. */
export const mockControl = {
  add(rule: MockRule): void {
    source.write([...source.read(), rule]);
  },
  fail(rule: MockRule & { status: number }): void {
    mockControl.add(rule);
  },
  /**
   * The call succeeds with no body (an empty 200 or a 204), as a backend may answer a call whose
   * answer the spec does not show; nothing is stored.
   */
  emptyAnswer(method: string, path: string, status: 200 | 204 = 200, scope: Scope = {}): void {
    mockControl.add({ ...scope, method, path, status, empty: true });
  },
  /** The call succeeds with this body (a 200 by default); nothing is stored. */
  answer(method: string, path: string, body: unknown, scope: Scope & { status?: number } = {}) {
    mockControl.add({ status: 200, ...scope, method, path, body });
  },
  delay(method: string, path: string, ms: number, scope: Scope = {}): void {
    mockControl.add({ ...scope, method, path, delayMs: ms });
  },
  /** The service cannot be reached: the call fails without an answer. */
  networkError(method: string, path: string, scope: Scope = {}): void {
    mockControl.add({ ...scope, method, path, networkError: true });
  },
  /** The call is carried out, then its answer is lost on the way back (docs/adr/0020). */
  answerLost(method: string, path: string, scope: Scope = {}): void {
    mockControl.add({ ...scope, method, path, answerLost: true });
  },
  /** The answer keeps its status but its body breaks every schema. */
  malformed(method: string, path: string, scope: Scope = {}): void {
    mockControl.add({ ...scope, method, path, malformed: true });
  },
  /** The answer holds only the fields the spec names for `entity` (spec-fields.ts). */
  specFieldsOnly(method: string, path: string, entity: SpecShapeName, scope: Scope = {}): void {
    mockControl.add({ ...scope, method, path, specFieldsOnly: entity });
  },
  /** Item `index` of the list answer is broken; the other items stay whole. */
  malformedItem(method: string, path: string, index: number, scope: Scope = {}): void {
    mockControl.add({ ...scope, method, path, malformedItem: index });
  },
  clear(): void {
    source.write([]);
  },
  rules(): MockRule[] {
    return source.read();
  },
  /** The browser swaps in localStorage; node keeps the in-memory default. */
  useSource(next: RuleSource): void {
    source = next;
  },
};

const callKey = (call: MockCall) => `${call.api} ${call.method.toUpperCase()} ${call.path}`;

/** The first rule matching the call (and not yet met by it, for oncePerCall), counted as used. */
export function takeMockRule(call: MockCall): MockRule | undefined {
  const rules = source.read();
  const key = callKey(call);
  const index = rules.findIndex(
    (rule) => ruleMatches(rule, call) && !(rule.oncePerCall && rule.seen?.includes(key)),
  );
  const rule = rules[index];
  if (!rule) return undefined;
  if (rule.oncePerCall) {
    const next = [...rules];
    next[index] = { ...rule, seen: [...(rule.seen ?? []), key] };
    source.write(next);
  }
  if (rule.times !== undefined) {
    const remaining = rule.times - 1;
    const next = [...rules];
    if (remaining > 0) next[index] = { ...rule, times: remaining };
    else next.splice(index, 1);
    source.write(next);
  }
  return rule;
}
