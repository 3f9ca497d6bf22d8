import chatApi from '../../../docs/openapi/chat-api.yaml';
import mainApi from '../../../docs/openapi/main-api.yaml';
import passApi from '../../../docs/openapi/pass-api.yaml';
import type { MockApi } from '../control/mock-rule';

/**
 * The contract the mocked backend answers to: the OpenAPI documents of docs/openapi, turned
 * into data by the bundler (vite.config.ts 'yaml-as-data'), so the mock and the documents cannot drift
 * (docs/adr/0015-openapi-contract.md). Loaded only where the mock checks or strips answers
 * (tests, the dev server, spec-only mode), never in the portal's own bundles.
 */
export type ContractName = 'main' | 'pass' | 'chat';

export type OpenApiDocument = {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
};

const sources: Record<ContractName, unknown> = { main: mainApi, pass: passApi, chat: chatApi };

/** The mock's backends by document: news, geography, the geocoder and resources are in the main one. */
const contractOfApi: Partial<Record<MockApi, ContractName>> = {
  main: 'main',
  news: 'main',
  geo: 'main',
  geocoder: 'main',
  resources: 'main',
  pass: 'pass',
  chat: 'chat',
};

export function contractOf(api: MockApi): ContractName | undefined {
  return contractOfApi[api];
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The spec writes the product's slug as `{product}` in paths and field names (`{product}Id`,
 * `parameters{Product}`): here it becomes the runtime config's slug, as on the wire.
 */
export function withProductSlug(source: string, productSlug: string): string {
  return source.replaceAll('{product}', productSlug).replaceAll('{Product}', capital(productSlug));
}

const parsed = new Map<string, OpenApiDocument>();

export function contractDocument(name: ContractName, productSlug: string): OpenApiDocument {
  const key = `${name}:${productSlug}`;
  let document = parsed.get(key);
  if (!document) {
    const text = withProductSlug(JSON.stringify(sources[name]), productSlug);
    document = JSON.parse(text) as OpenApiDocument;
    parsed.set(key, document);
  }
  return document;
}
