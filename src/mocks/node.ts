import { setupServer } from 'msw/node';
import { runtimeConfigSchema, type RuntimeConfig } from '@/shared/config/runtime-config';
import configJson from '../../public/config.json';
import { setGeoSource } from './geo/geo-source';
import { nodeGeoSource } from './geo/node-geo-source';
import { buildHandlers } from './handlers';

/** The same configuration as the served portal, so tests hit the same paths. */
export const testConfig: RuntimeConfig = runtimeConfigSchema.parse(configJson);

export const testOrigin = 'http://localhost:3000';

// The geo service's shards, read from the package (the browser fetches the built ones).
setGeoSource(nodeGeoSource);

export const server = setupServer(...buildHandlers(testConfig, testOrigin));

export { mockControl } from './control/mock-control';
export { getMockDb, resetMockDb, updateMockDb } from './db';
