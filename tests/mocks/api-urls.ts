import { testConfig, testOrigin } from '@/mocks/node';
import { absoluteUrl } from '@/shared/config/runtime-config';

export const apiUrl = (path: string) => `${absoluteUrl(testConfig.apiBaseUrl, testOrigin)}${path}`;
export const newsUrl = (path: string) =>
  `${absoluteUrl(testConfig.newsApiBaseUrl, testOrigin)}${path}`;
export const chatUrl = (path: string) =>
  `${absoluteUrl(testConfig.chatServiceUrl, testOrigin)}${path}`;
export const geocoderUrl = (path: string) =>
  `${absoluteUrl(testConfig.geocoderUrl, testOrigin)}${path}`;
export const passUrl = (path: string) =>
  `${absoluteUrl(testConfig.passApiBaseUrl, testOrigin)}${path}`;
