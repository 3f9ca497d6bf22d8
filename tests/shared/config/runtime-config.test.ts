import { describe, expect, it } from 'vitest';
import config from '../../../public/config.json';
import { parseRuntimeConfig } from '@/shared/config/runtime-config';

describe('runtime configuration', () => {
  it('accepts the shipped config.json', () => {
    expect(parseRuntimeConfig(config).ok).toBe(true);
  });

  it.each([
    ['apiBaseUrl', { ...config, apiBaseUrl: 'ftp://nope' }],
    ['mockApi', { ...config, mockApi: 'yes' }],
    ['productSlug', { ...config, productSlug: undefined }],
    ['auth', { ...config, auth: { issuer: 'http://localhost:5180' } }],
  ])('names the bad key %s', (key, raw) => {
    expect(parseRuntimeConfig(raw)).toMatchObject({
      ok: false,
      message: expect.stringContaining(key),
    });
  });
});
