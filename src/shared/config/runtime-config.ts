// zod/mini keeps start-up light: the landing route must not pay for the full zod API.
import * as z from 'zod/mini';

const urlOrPath = z.string().check(
  z.minLength(1),
  z.refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
    message: 'adresse http(s) ou chemin commençant par /',
  }),
);

const nonEmpty = z.string().check(z.minLength(1));

const keycloakAuth = z.object({
  url: z.url(),
  realm: nonEmpty,
  clientId: nonEmpty,
});

const oidcAuth = z.object({
  issuer: z.url(),
  clientId: nonEmpty,
  /** Where the identity provider lets a user change the password, when it has such a page. */
  accountUrl: z.optional(z.url()),
});

export const runtimeConfigSchema = z.object({
  apiBaseUrl: urlOrPath,
  passApiBaseUrl: urlOrPath,
  newsApiBaseUrl: urlOrPath,
  chatServiceUrl: urlOrPath,
  geoApiBaseUrl: urlOrPath,
  geocoderUrl: urlOrPath,
  resourcesBaseUrl: urlOrPath,
  /**
   * The payment provider's checkout page: payment links may lead to its origin and to the
   * portal's own, nowhere else. Without it, only the portal's own origin.
   */
  paymentCheckoutUrl: z.optional(urlOrPath),
  newsOrganizationId: z.number().check(z.int(), z.positive()),
  tileUrlTemplate: z.string().check(z.includes('{z}')),
  productName: nonEmpty,
  productSlug: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  production: z.boolean(),
  mockApi: z.boolean(),
  appStoreUrl: z.url(),
  playStoreUrl: z.url(),
  premiumClubUrl: z.url(),
  /** DIGICLUB PREMIUM's site (absent: the premium club hosts it), reached by auto-login. */
  digiclubUrl: z.optional(z.url()),
  externalApps: z.object({
    partageons: z.url(),
    adherons: z.url(),
    tresoclub: z.url(),
    notesDeFrais: z.url(),
  }),
  auth: z.union([keycloakAuth, oidcAuth]),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export type ConfigLoadResult =
  { ok: true; config: RuntimeConfig } | { ok: false; message: string; key?: string };

let current: RuntimeConfig | undefined;

export function parseRuntimeConfig(raw: unknown): ConfigLoadResult {
  const parsed = z.safeParse(runtimeConfigSchema, raw);
  if (parsed.success) return { ok: true, config: parsed.data };
  const issue = parsed.error.issues[0];
  const key = issue?.path.join('.') || undefined;
  return {
    ok: false,
    key,
    message: key
      ? `La clé « ${key} » est absente ou invalide.`
      : 'Le fichier de configuration est invalide.',
  };
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<ConfigLoadResult> {
  let response: Response;
  try {
    // The default cache mode takes index.html's preload; nginx has the file revalidated on each
    // visit (deploy/nginx.conf: no-cache), so a deployment's change is still read at once.
    response = await fetch(url);
  } catch {
    return { ok: false, message: 'Le fichier de configuration est injoignable.' };
  }
  if (!response.ok) {
    return {
      ok: false,
      message: `Le fichier de configuration est introuvable (${response.status}).`,
    };
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    return { ok: false, message: "Le fichier de configuration n'est pas un JSON valide." };
  }
  return parseRuntimeConfig(raw);
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration read before start-up loaded it');
  return current;
}

/**
 * Resolves a configured base (absolute or path) against the portal's own origin (globalThis: a
 * public page's answers are also asked from a worker, src/app/first-paint/).
 */
export function absoluteUrl(base: string, origin = globalThis.location.origin): string {
  return new URL(base, origin).toString().replace(/\/$/, '');
}
