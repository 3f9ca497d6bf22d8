import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readStored, writeStored } from '@/shared/lib/storage';
import { readStoredAccount } from '@/shared/session/stored-account';
import { cartItemCount } from '@/shared/session/cart-count';

describe('stored values are validated and a corrupt one is discarded', () => {
  it('reads back what was written', () => {
    writeStored('flag', true);
    expect(readStored('flag', z.boolean())).toBe(true);
  });

  it.each([
    ['not JSON', '{oops'],
    ['wrong shape', '{"email": 42}'],
    ['null', 'null'],
    ['an array', '[1,2]'],
  ])('%s: the account is ignored and removed', (_label, raw) => {
    window.localStorage.setItem('account', raw);
    expect(readStoredAccount()).toBeUndefined();
    expect(window.localStorage.getItem('account')).toBeNull();
  });

  it('counts cart items per account and survives a corrupt cart', () => {
    writeStored('cart', {
      'a@exemple.fr': [{ quantity: 1 }, { quantity: 2 }],
      'b@exemple.fr': [{ quantity: 1 }],
    });
    expect(cartItemCount('a@exemple.fr')).toBe(3);
    window.localStorage.setItem('cart', '"broken');
    expect(cartItemCount('a@exemple.fr')).toBe(0);
  });
});
