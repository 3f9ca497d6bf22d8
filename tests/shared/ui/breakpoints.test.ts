import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpoints, phoneQuery } from '@/shared/ui/breakpoints';

/*
 * CSS cannot read a custom property in a media query, so the three widths are written in three
 * places: the token file's documentation, the stylelint rule that fails any other width, and
 * breakpoints.ts for TypeScript (docs/adr/0022-design-tokens.md). They must not drift apart.
 */
const root = resolve(__dirname, '../../..');
const stylelintConfig = JSON.parse(readFileSync(resolve(root, '.stylelintrc.json'), 'utf8')) as {
  rules: Record<string, unknown>;
};
const tokens = readFileSync(resolve(root, 'src/shared/ui/tokens.css'), 'utf8');

describe('the three breakpoints', () => {
  const widths = Object.values(breakpoints);

  it('are the only widths stylelint lets a media query use', () => {
    expect(stylelintConfig.rules['media-feature-name-value-allowed-list']).toEqual({
      width: widths,
    });
  });

  it.each(Object.entries(breakpoints))('documents %s (%s) in the token file', (name, width) => {
    expect(tokens).toMatch(new RegExp(`\\*\\s+${name}\\s+${width} `));
  });

  it('calls a phone what is below the small one, with the range syntax CSS uses', () => {
    expect(phoneQuery).toBe('(width < 40rem)');
  });
});
