/**
 * Hostile input (issue 24): strings a member, an administrator or a backend could send, typed by
 * journeys into free-text fields and served by the mock's hostile mode (`?mock-hostile=1`) in the
 * text fields of its answers. Each must be shown as text: nothing runs, no security-policy
 * violation, no layout wider than a 320 px phone. Shared by the mock, the unit tests (the
 * sanitiser's table) and the journeys (e2e/hostile-*.spec.ts), so it is plain data.
 *
 * Every payload that could run sets `window.__pwned` (the journeys' marker); under the production
 * policy (docs/adr/0009-content-security-policy.md) an inline handler would also be reported as
 * a violation, so either way a payload that escaped fails the journey.
 */
export type HostilePayload = {
  /** Short English name for test titles. */
  name: string;
  text: string;
  /** A piece of `text` that must be visible, verbatim, where the payload is shown as text. */
  probe: string;
  /** Fit for a typed field (a name, a title): no control character, at most 200 characters. */
  typeable: boolean;
};

/** Set by any payload that runs. */
export const pwnedMarker = '__pwned';

const run = `window.${pwnedMarker}=1`;

const longWord = 'Anticonstitutionnellement'.repeat(400); // 10,000 characters, no space

const longMixed = Array.from(
  { length: 60 },
  (_, index) =>
    `Ligne ${index + 1} : « Sortie au lac » <b>gras</b> https://exemple.fr/${'chemin/'.repeat(8)}?q=${index}&r=<i>`,
).join(' ');

const table: Array<Omit<HostilePayload, 'typeable'> & { typeable?: boolean }> = [
  { name: 'script element', text: `<script>${run}</script>`, probe: '<script>' },
  { name: 'img onerror', text: `<img src=x onerror="${run}">`, probe: 'onerror=' },
  { name: 'svg onload', text: `<svg onload="${run}"></svg>`, probe: '<svg onload=' },
  {
    name: 'svg with script',
    text: `<svg><script>${run}</script></svg>`,
    probe: '<svg><script>',
  },
  {
    name: 'iframe srcdoc',
    text: `<iframe srcdoc="<script>parent.${pwnedMarker}=1</script>"></iframe>`,
    probe: '<iframe srcdoc=',
  },
  { name: 'javascript: URL as text', text: `javascript:${run}`, probe: 'javascript:window' },
  {
    name: 'link to a javascript: URL',
    text: `<a href="javascript:${run}">Cliquez ici</a>`,
    probe: '<a href="javascript:',
  },
  {
    name: 'javascript: URL hidden by a tab entity',
    text: `<a href="jav&#x09;ascript:${run}">Lien</a>`,
    probe: 'jav&#x09;ascript:',
  },
  {
    name: 'data: URL link',
    text: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Voir</a>',
    probe: '<a href="data:text/html',
  },
  {
    name: 'details ontoggle',
    text: `<details open ontoggle="${run}"><summary>Détails</summary></details>`,
    probe: 'ontoggle=',
  },
  {
    name: 'style element hiding the page',
    text: '</style><style>body{display:none}</style>',
    probe: '<style>body{display:none}',
  },
  {
    name: 'style attribute covering the page',
    text: '<p style="position:fixed;inset:0;background:red;z-index:9999">Promo</p>',
    probe: 'position:fixed',
  },
  {
    name: 'CSS url() with javascript:',
    text: `<div style="background:url(javascript:${run})">Fond</div>`,
    probe: 'background:url(',
  },
  {
    name: 'Angular-style template',
    text: `{{constructor.constructor('${run}')()}}`,
    probe: '{{constructor.constructor(',
  },
  { name: 'template literal', text: `\${${run}}`, probe: '${window' },
  { name: 'server-side templates', text: '<%= 7*7 %> #{7*7} {{7*7}}', probe: '<%= 7*7 %>' },
  {
    name: 'attribute breakout',
    text: `" onmouseover="${run}" data-x="`,
    probe: '" onmouseover="',
  },
  {
    name: 'quote and tag breakout',
    text: `'"><script>${run}</script>`,
    probe: `'"><script>`,
  },
  {
    name: 'mutation XSS through math and style',
    text: `<math><mtext><table><mglyph><style><img src=x onerror="${run}">`,
    probe: '<math><mtext>',
  },
  {
    name: 'noscript title breakout',
    text: `<noscript><p title="</noscript><img src=x onerror=${run}>">`,
    probe: '<noscript><p title=',
  },
  {
    name: 'form with a javascript: action',
    text: `<form action="javascript:${run}"><button>Envoyer</button></form>`,
    probe: '<form action=',
  },
  {
    name: 'meta refresh',
    text: `<meta http-equiv="refresh" content="0;url=javascript:${run}">`,
    probe: '<meta http-equiv=',
  },
  {
    name: 'object data',
    text: `<object data="javascript:${run}"></object>`,
    probe: '<object data=',
  },
  {
    name: 'HTML entities stay literal',
    text: `&lt;script&gt;${run}&lt;/script&gt; &amp; &#60;b&#62;`,
    probe: '&lt;script&gt;',
  },
  { name: 'RTL override', text: 'Martin\u202Efdp.exe', probe: '\u202Efdp.exe' },
  {
    name: 'bidi isolates and marks',
    text: '\u2067Claire\u2069 \u200FMartin\u200E \u202Bعربي\u202C',
    probe: 'عربي',
  },
  {
    name: 'zero-width characters',
    text: 'Cl\u200Baire\uFEFF Mar\u200Dtin\u200C',
    probe: 'Mar\u200Dtin',
  },
  {
    name: 'combining marks stacked',
    text: 'Z\u0337\u0322\u031B\u0327a\u0336\u0327l\u0338\u0330g\u0337\u0320o\u0335\u0316 texte',
    probe: 'o\u0335\u0316 texte',
  },
  { name: 'emoji and astral characters', text: 'Équipe 🏊‍♀️🇫🇷 𝕮𝖑𝖚𝖇', probe: 'Équipe' },
  { name: 'newlines and tabs', text: 'Ligne 1\nLigne 2\r\n\tLigne 3', probe: 'Ligne 1' },
  {
    name: 'control characters',
    text: 'Avant\u0000NUL\u0007BEL\u001B[31mrouge\u007F après',
    probe: '[31mrouge',
    typeable: false,
  },
  {
    name: '10,000-character word',
    text: longWord,
    probe: 'AnticonstitutionnellementAnticonstitutionnellement',
    typeable: false,
  },
  {
    name: 'long mixed text',
    text: longMixed,
    probe: 'Ligne 1 : « Sortie au lac »',
    typeable: false,
  },
  { name: 'prototype keys', text: '__proto__ constructor prototype', probe: '__proto__' },
];

export const hostilePayloads: readonly HostilePayload[] = table.map((payload) => ({
  ...payload,
  typeable: payload.typeable ?? payload.text.length <= 200,
}));

/** Payloads a journey may type into a field of at most `maxLength` characters. */
export function typeablePayloads(maxLength = 200): HostilePayload[] {
  return hostilePayloads.filter((payload) => payload.typeable && payload.text.length <= maxLength);
}

