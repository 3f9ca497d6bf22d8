import { describe, expect, it } from 'vitest';
import { getDomain } from '@/mocks/msw-public-suffix';

describe('the registrable domain the built demo gives msw', () => {
  it.each([
    ['localhost', 'localhost'],
    ['portail.amsf.fr', 'amsf.fr'],
    ['amsf.fr', 'amsf.fr'],
    ['127.0.0.1', '127.0.0.1'],
    ['::1', '::1'],
    ['', null],
  ])('%s -> %s', (host, domain) => {
    expect(getDomain(host)).toBe(domain);
  });
});
