import type { AnswerRewriter } from '../contract/contract-gate';
import { hostilePayloads } from '../data/hostile-payloads';

/**
 * The free-text fields of the answers, by their name on the wire in every backend (docs/openapi:
 * club and activity titles and descriptions, news, chat messages and conversation names, PASS
 * offers and sessions, people's names and addresses). Identifiers, codes, dates, e-mails,
 * addresses of files and enumerations are never among them.
 */
export const hostileTextKeys: ReadonlySet<string> = new Set([
  'title',
  'titre',
  'description',
  'resume',
  'message',
  'content',
  'groupName',
  'name',
  'nom',
  'prenom',
  'firstname',
  'lastname',
  'firstName',
  'lastName',
  'clubName',
  'clubNom',
  'activityName',
  'activiteNom',
  'offreNom',
  'priceName',
  'licenseLevelTitle',
  'explanation',
  'question',
  'commentaire',
  'address',
  'adresse',
  'adress',
  'addressContinued',
  'city',
  'ville',
  'region',
  'serviceTitle',
  'settlement',
  'lastMessage',
  'categoryName',
  'addressSuite',
  'offreDescriptif',
  'consigne',
  'activiteDescription',
  'profession',
]);

/** Values that only look like text: a season '2026/2027', a date, an hour, a constant. */
const notFreeText = /^(?:[\d\s/:.,+-]*|[A-Z0-9_]+)$/;

/**
 * The payload standing for one original text: the same text always gets the same payload, so
 * that what the portal compares (a club's title in the list and on its page) still matches.
 */
export function hostileTextFor(original: string): string {
  let hash = 0;
  for (const character of original) hash = (hash * 31 + character.codePointAt(0)!) >>> 0;
  return hostilePayloads[hash % hostilePayloads.length]!.text;
}

/** A JSON body with every free-text field replaced by its payload. */
export function withHostileTexts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withHostileTexts);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'string' && hostileTextKeys.has(key) && !notFreeText.test(item)
        ? hostileTextFor(item)
        : withHostileTexts(item),
    ]),
  );
}

/** Rewrites every successful JSON answer; files, errors and empty answers pass untouched. */
export const hostileAnswerRewriter: AnswerRewriter = async (response) => {
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || !contentType.includes('application/json')) return response;
  const text = await response.text();
  if (text.trim() === '')
    return new Response(text, { status: response.status, headers: response.headers });
  return Response.json(withHostileTexts(JSON.parse(text)), { status: response.status });
};
