import { setupServer } from 'msw/node';
import { runtimeConfigSchema, type RuntimeConfig } from '@/shared/config/runtime-config';
import configJson from '../../public/config.json';
import { createAnswerChecker } from './contract/answer-validator';
import {
  installAnswerChecker,
  installAnswerRewriter,
  installRequestChecker,
  installSpecOnlyShaper,
} from './contract/contract-gate';
import { createRequestChecker } from './contract/request-validator';
import { specOnlyFromEnvironment } from './contract/spec-only-mode';
import { createSpecOnlyShaper } from './contract/spec-only-shaper';
import { setGeoSource } from './geo/geo-source';
import { nodeGeoSource } from './geo/node-geo-source';
import { buildHandlers } from './handlers';
import { hostileAnswerRewriter } from './hostile/hostile-answers';

/** The same configuration as the served portal, so tests hit the same paths. */
export const testConfig: RuntimeConfig = runtimeConfigSchema.parse(configJson);

export const testOrigin = 'http://localhost:3000';

// The geo service's shards, read from the package (the browser fetches the built ones).
setGeoSource(nodeGeoSource);

// Every request of the portal and every answer of the mock is checked against docs/openapi (a
// breach throws: MSW answers 500 and the test fails); MOCK_SPEC_ONLY=1 answers as a backend built
// from the spec alone (docs/adr/0015-openapi-contract.md).
export const requestChecker = createRequestChecker(testConfig.productSlug);
installRequestChecker(requestChecker);
installAnswerChecker(createAnswerChecker(testConfig.productSlug));
if (specOnlyFromEnvironment(process.env.MOCK_SPEC_ONLY)) {
  installSpecOnlyShaper(createSpecOnlyShaper(testConfig.productSlug));
}
// MOCK_HOSTILE=1 serves the hostile payloads in every text field (src/mocks/hostile).
if (specOnlyFromEnvironment(process.env.MOCK_HOSTILE)) installAnswerRewriter(hostileAnswerRewriter);

export const server = setupServer(...buildHandlers(testConfig, testOrigin));

export { mockControl } from './control/mock-control';
export { getMockDb, resetMockDb, updateMockDb } from './db';
