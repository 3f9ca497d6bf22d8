import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readStored, writeStored } from '@/shared/lib/storage';
import { readStoredAccount } from '@/shared/session/stored-account';

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
});
