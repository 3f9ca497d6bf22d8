import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { isAxiosError } from 'axios';
import { ApiError, fallbackErrorMessage, networkErrorMessage } from './api-error';
import { shouldAttachBearer } from './bearer-rule';
import type { LoadingTracker } from './loading-tracker';

export type InterceptorDeps = {
  apiBases: () => readonly string[];
  pageOrigin: () => string;
  getToken: () => Promise<string | undefined>;
  notifyError: (message: string) => void;
  loading: LoadingTracker;
};

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows its own message (e.g. an inline form error). */
    silentError?: boolean;
    /**
     * Work the member did not ask for (the header's live badges): it never lights the global
     * loader, which would fade an open dialog under the member's eyes.
     */
    background?: boolean;
  }
  interface InternalAxiosRequestConfig {
    loadingTracked?: boolean;
  }
}

export function installInterceptors(instance: AxiosInstance, deps: InterceptorDeps): void {
  instance.interceptors.request.use(async (config) => {
    const url = instance.getUri(config);
    if (shouldAttachBearer(url, deps.apiBases(), deps.pageOrigin())) {
      const token = await deps.getToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
    }
    config.loadingTracked = config.background ? false : deps.loading.start(url);
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      finishLoading(response.config, deps);
      return response;
    },
    async (error: unknown) => {
      if (isAxiosError(error) && error.config) finishLoading(error.config, deps);
      const apiError = await toApiError(error);
      const silent = isAxiosError(error) && error.config?.silentError === true;
      if (!silent) deps.notifyError(apiError.message);
      throw apiError;
    },
  );
}

function finishLoading(config: InternalAxiosRequestConfig, deps: InterceptorDeps): void {
  if (config.loadingTracked) deps.loading.end();
}

/** Error bodies may come as a Blob (file downloads): read them as JSON before anything else. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) {
    console.error('Request failed before reaching the server', error);
    return new ApiError('network', fallbackErrorMessage);
  }
  const axiosError = error as AxiosError;
  if (!axiosError.response) return new ApiError('network', networkErrorMessage);
  const data = await readBody(axiosError.response.data);
  const message = pickMessage(data) ?? fallbackErrorMessage;
  return new ApiError('http', message, axiosError.response.status, data);
}

async function readBody(body: unknown): Promise<Record<string, unknown>> {
  let value = body;
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    const text = await value.text();
    try {
      value = JSON.parse(text);
    } catch {
      value = text;
    }
  }
  if (typeof value === 'string') return value.trim() ? { message: value.trim() } : {};
  if (value && typeof value === 'object' && !Array.isArray(value))
    return value as Record<string, unknown>;
  return {};
}

function pickMessage(data: Record<string, unknown>): string | undefined {
  for (const key of ['message', 'error_description', 'detail', 'error']) {
    const value = data[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}
