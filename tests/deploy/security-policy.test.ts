import { describe, expect, it } from 'vitest';
import demoConfig from '../../public/config.json';
import {
  contentSecurityPolicy,
  nginxPolicySnippet,
  sourceOf,
} from '../../scripts/security-policy.mjs';

/** The policy as a map of directive name to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const deployed = {
  ...demoConfig,
  apiBaseUrl: 'https://api.federation.fr/v1',
  passApiBaseUrl: 'https://pass.federation.fr',
  newsApiBaseUrl: 'https://partageons.federation.fr/api',
  chatServiceUrl: 'https://chat.federation.fr/ws',
  geoApiBaseUrl: 'https://geo.api.gouv.fr',
  geocoderUrl: 'https://api-adresse.data.gouv.fr/search',
  resourcesBaseUrl: 'https://static.federation.fr',
  tileUrlTemplate: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  auth: { url: 'https://sso.federation.fr', realm: 'federation', clientId: 'member-portal' },
};

describe('the Content-Security-Policy generated from config.json', () => {
  it('allows no inline script, no eval, no plugin and no foreign base or framing', () => {
    const policy = directives(contentSecurityPolicy(demoConfig));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(contentSecurityPolicy(demoConfig)).not.toMatch(/unsafe|\*/);
  });

  it('names the identity server for forms, fetches and the silent check-sso frame', () => {
    const policy = directives(contentSecurityPolicy(demoConfig));
    expect(policy.get('form-action')).toEqual(['http://localhost:5180']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://localhost:5180']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'http://localhost:5180']);
  });

  it('follows a deployment that moves the services to other origins', () => {
    const policy = directives(contentSecurityPolicy(deployed));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.federation.fr',
      'https://pass.federation.fr',
      'https://partageons.federation.fr',
      'https://chat.federation.fr',
      'https://geo.api.gouv.fr',
      'https://api-adresse.data.gouv.fr',
      'https://static.federation.fr',
      'wss://chat.federation.fr',
      'https://sso.federation.fr',
    ]);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://api.federation.fr',
      'https://pass.federation.fr',
      'https://partageons.federation.fr',
      'https://chat.federation.fr',
      'https://static.federation.fr',
      'https://*.tile.openstreetmap.org',
    ]);
    expect(policy.get('form-action')).toEqual(['https://sso.federation.fr']);
  });

  it('lets only the portal frame the silent check-sso page', () => {
    const policy = directives(contentSecurityPolicy(demoConfig, { framed: true }));
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(nginxPolicySnippet(demoConfig)).toContain('/silent-check-sso.html "default-src');
  });

  it.each([
    ['/api', null],
    ['https://api.example.fr/v1/', 'https://api.example.fr'],
    ['http://localhost:5180', 'http://localhost:5180'],
    ['https://tiles.example.fr:8443/{z}/{x}/{y}.png', 'https://tiles.example.fr:8443'],
  ])('reads %s as the source %s', (value, source) => {
    expect(sourceOf(value)).toBe(source);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://files.example.fr'])(
    'refuses %s as a service address',
    (value) => {
      expect(() => sourceOf(value)).toThrow();
    },
  );
});
