import { z } from 'zod';
import { specShapes, type SpecShapeName } from './spec-fields';

export const mockApis = [
  'main',
  'news',
  'chat',
  'geo',
  'geocoder',
  'provider',
  'pass',
  'resources',
] as const;
export type MockApi = (typeof mockApis)[number];

/**
 * One way a call should misbehave. `path` is the pathname after the API's base ('/profiles',
 * '/profiles/*'); `*` matches any run of characters, '/' included. Without `times` the rule
 * applies to every matching call; with it, it wears out.
 */
export const mockRuleSchema = z.object({
  api: z.enum(mockApis).optional(),
  method: z.string().optional(),
  path: z.string().min(1),
  status: z.number().int().min(100).max(599).optional(),
  body: z.unknown().optional(),
  /** With `status`: the answer has no body at all (an empty 200, a 204), as the spec shows none. */
  empty: z.boolean().optional(),
  delayMs: z.number().int().min(0).optional(),
  /** No answer at all, as when the service is unreachable (fetch rejects, axios has no response). */
  networkError: z.boolean().optional(),
  /**
   * The call is carried out (a write is stored) but its answer never comes back, as when the
   * connection drops on the way back: the retry must not do it twice (docs/adr/0020).
   */
  answerLost: z.boolean().optional(),
  malformed: z.boolean().optional(),
  /** The answer keeps only the fields the spec names for this entity (docs/adr/0008). */
  specFieldsOnly: z.enum(Object.keys(specShapes) as [SpecShapeName, ...SpecShapeName[]]).optional(),
  /** Item N (from 0) of the list answer, or of a page's content, breaks every schema. */
  malformedItem: z.number().int().min(0).optional(),
  times: z.number().int().positive().optional(),
  /**
   * The rule applies once to each distinct call (API, method and path), which then passes: every
   * call of a journey meets the fault once. `seen` keeps the calls already met.
   */
  oncePerCall: z.boolean().optional(),
  seen: z.array(z.string()).optional(),
});
export type MockRule = z.infer<typeof mockRuleSchema>;

export const mockControlSchema = z.object({ rules: z.array(mockRuleSchema) });

export type MockCall = { api: MockApi; method: string; path: string };

export function ruleMatches(rule: MockRule, call: MockCall): boolean {
  if (rule.api && rule.api !== call.api) return false;
  if (rule.method && rule.method.toUpperCase() !== call.method.toUpperCase()) return false;
  return pathMatches(rule.path, call.path);
}

export function pathMatches(pattern: string, path: string): boolean {
  const escaped = trimSlash(pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${escaped}$`).test(trimSlash(path));
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
