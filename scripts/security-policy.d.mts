// Types of security-policy.mjs for the TypeScript tests that import it.
export function sourceOf(value: unknown): string | null;
export function contentSecurityPolicy(
  config: Record<string, unknown>,
  options?: { framed?: boolean },
): string;
export function nginxPolicySnippet(config: Record<string, unknown>, source?: string): string;
