import { describe, expect, it } from 'vitest';
import { hostilePayloads } from '@/mocks/data/hostile-payloads';
import { sanitizeServerHtml, withoutParserReports } from '@/shared/ui/sanitize-html';

/** The sanitised markup as the browser would build it from the page's innerHTML. */
function parsed(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

const forbiddenElements =
  'script, style, iframe, frame, object, embed, meta, link, base, form, input, button, textarea, select, svg, math, noscript, template';
const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data'];

/** Where the sanitiser's output could still run script, restyle the page or pose as a form. */
function dangers(html: string): string[] {
  const found: string[] = [];
  const root = parsed(html);
  for (const element of root.querySelectorAll(forbiddenElements)) {
    found.push(`<${element.tagName.toLowerCase()}>`);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${name} on <${element.tagName.toLowerCase()}>`);
      if (name === 'style') found.push(`style on <${element.tagName.toLowerCase()}>`);
      // Browsers drop tabs, newlines and control characters inside a scheme.
      const value = [...attribute.value]
        .filter((character) => character.charCodeAt(0) > 0x20 && character !== '\u007f')
        .join('')
        .toLowerCase();
      if (
        urlAttributes.includes(name) &&
        (value.startsWith('javascript:') ||
          value.startsWith('vbscript:') ||
          value.startsWith('data:text/html'))
      ) {
        found.push(`${name}="${attribute.value}"`);
      }
    }
  }
  return found;
}

describe('sanitizeServerHtml with the hostile payload table (issue 24)', () => {
  it('has the issue’s 25 payloads at least', () => {
    expect(hostilePayloads.length).toBeGreaterThanOrEqual(25);
  });

  it.each(hostilePayloads.map((payload) => [payload.name, payload] as const))(
    '%s: nothing that runs, restyles or poses as a form is left',
    (_name, payload) => {
      const clean = sanitizeServerHtml(payload.text);
      expect(dangers(clean)).toEqual([]);
      // Inside a paragraph of server text too (the way descriptions arrive).
      const wrapped = sanitizeServerHtml(`<p>Présentation ${payload.text} fin</p>`);
      expect(dangers(wrapped)).toEqual([]);
      // Stable: what is left parses back to itself (no mutation XSS on a second parse).
      expect(sanitizeServerHtml(clean)).toBe(clean);
    },
  );

  it.each([
    ['a paragraph with emphasis', '<p>Bonjour <strong>à tous</strong> et <em>bienvenue</em></p>'],
    ['a list', '<ul><li>Maillot de bain</li><li>Bonnet</li></ul>'],
    ['a heading and a line break', '<h3>Horaires</h3><p>Lundi<br>Mardi</p>'],
    ['a link to a web page', '<a href="https://exemple.fr/club">Site du club</a>'],
    ['a mail link', '<a href="mailto:contact@exemple.fr">Écrire</a>'],
    ['a picture', '<img src="https://exemple.fr/photo.jpg" alt="Le bassin">'],
    ['a table', '<table><tbody><tr><td>Tarif</td><td>120 €</td></tr></tbody></table>'],
  ])('keeps %s as it is', (_name, html) => {
    expect(sanitizeServerHtml(html)).toBe(html);
  });

  it.each(hostilePayloads.map((payload) => [payload.name, payload] as const))(
    '%s: the parser meets no handler, style attribute or style element (no policy report)',
    (_name, payload) => {
      const seen = parsed(withoutParserReports(payload.text));
      const reported = [...seen.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .map((attribute) => attribute.name.toLowerCase())
          .filter((name) => name.startsWith('on') || name === 'style'),
      );
      expect(reported).toEqual([]);
      expect(seen.querySelectorAll('style')).toHaveLength(0);
    },
  );

  it('keeps the text of a dropped element where it is harmless', () => {
    const clean = sanitizeServerHtml(
      '<p style="color:red">Texte <b>gras</b></p><style>p{}</style>',
    );
    expect(clean).toBe('<p>Texte <b>gras</b></p>');
  });

  it('keeps the link text of a javascript: link but not its address', () => {
    const clean = sanitizeServerHtml('<a href="javascript:window.__pwned=1">Cliquez ici</a>');
    expect(clean).toBe('<a>Cliquez ici</a>');
  });
});
