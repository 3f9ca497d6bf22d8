import { describe, expect, it } from 'vitest';
import { isIdentityProviderAnswer, silentCheckNeeded } from '@/shared/auth/silent-check';

describe('the background check for a session (issue 37)', () => {
  it.each([
    ['a browser that signed in here', true, '', true],
    ['a visitor', false, '', false],
    ['a visitor on an anchor of the page', false, '#contenu', false],
    ['a visitor back from signing in', false, '#state=abc&session_state=x&code=123', true],
    ['a visitor back from a cancelled sign-in', false, '#error=login_required&state=abc', true],
    ['a fragment with a code but no state', false, '#code=123', false],
  ])('%s', (_who, stored, fragment, needed) => {
    expect(silentCheckNeeded(stored, fragment)).toBe(needed);
  });

  it('reads the fragment with or without its #', () => {
    expect(isIdentityProviderAnswer('state=a&code=b')).toBe(true);
    expect(isIdentityProviderAnswer('#state=a&code=b')).toBe(true);
  });
});
