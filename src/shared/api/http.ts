import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { absoluteUrl, getRuntimeConfig } from '../config/runtime-config';
import { yieldWhereScheduled } from '../lib/yield-to-main';
import { ApiError, invalidResponseMessage } from './api-error';
import { apiLayerDeps, loadingTracker } from './api-layer';
import { backendReady } from './backend-ready';
import { installInterceptors } from './interceptors';
import { fromProductKeys } from './product-keys';
import { readAnswer } from './tolerant-list';

export type ApiName = 'main' | 'pass' | 'news' | 'chat' | 'geo' | 'geocoder';

function baseUrlOf(name: ApiName): string {
  const config = getRuntimeConfig();
  const bases: Record<ApiName, string> = {
    main: config.apiBaseUrl,
    pass: config.passApiBaseUrl,
    news: config.newsApiBaseUrl,
    chat: config.chatServiceUrl,
    geo: config.geoApiBaseUrl,
    geocoder: config.geocoderUrl,
  };
  return absoluteUrl(bases[name]);
}

/** Only our own back-ends receive the bearer; geography and geocoding are third parties. */
function bearerBases(): string[] {
  return (['main', 'pass', 'news', 'chat'] as const).map(baseUrlOf);
}

const clients = new Map<ApiName, AxiosInstance>();

export function apiClient(name: ApiName): AxiosInstance {
  const existing = clients.get(name);
  if (existing) return existing;
  const instance = axios.create({
    baseURL: baseUrlOf(name),
    headers: { Accept: 'application/json' },
  });
  // Registered first, so it runs after the bearer and loader interceptors (axios runs them LIFO).
  // The request is then sent in a task of its own: preparing and sending a page's first call
  // blocked a phone for over 50 ms at 4x CPU in one task (issue 21). The backend is asked last,
  // right before the request leaves: a demo page that began leaving meanwhile holds it (main.tsx).
  instance.interceptors.request.use(async (config) => {
    await yieldWhereScheduled();
    await backendReady();
    return config;
  });
  installInterceptors(instance, {
    apiBases: bearerBases,
    // globalThis: a public page's answers are also asked from a worker (src/app/first-paint/).
    pageOrigin: () => globalThis.location.origin,
    getToken: () => apiLayerDeps().getToken(),
    notifyError: (message) => apiLayerDeps().notifyError(message),
    loading: loadingTracker,
  });
  clients.set(name, instance);
  return instance;
}

/** Every answer crosses its zod schema here: a malformed one becomes an ApiError, not a crash. */
export async function requestJson<S extends z.ZodType>(
  name: ApiName,
  config: AxiosRequestConfig,
  schema: S,
): Promise<z.infer<S>> {
  const response = await apiClient(name).request<unknown>(config);
  const parsed = await readAnswer(
    schema,
    fromProductKeys(response.data, getRuntimeConfig().productSlug),
  );
  if (!parsed.success) {
    console.error(
      `Invalid answer from ${config.method ?? 'GET'} ${config.url}`,
      parsed.error.issues,
    );
    throw new ApiError('invalid-response', invalidResponseMessage, response.status);
  }
  return parsed.data;
}
