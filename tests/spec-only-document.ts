import { afterEach, beforeEach } from 'vitest';
import { installSpecOnlyShaper } from '@/mocks/contract/contract-gate';
import { createSpecOnlyShaper } from '@/mocks/contract/spec-only-shaper';
import { testConfig } from '@/mocks/node';

/**
 * For the tests of the calling file, the mock answers as a backend built from docs/openapi
 * alone (MOCK_SPEC_ONLY=1 for one file): designed calls answer 404 and every answer loses the
 * fields marked x-designed (docs/adr/0015-openapi-contract.md, issue 32 'No screen needs a
 * designed field').
 */
export function answerFromTheSpecAlone(): void {
  beforeEach(() => installSpecOnlyShaper(createSpecOnlyShaper(testConfig.productSlug)));
  afterEach(() => installSpecOnlyShaper(undefined));
}
