import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The layout every feature keeps (docs/adr/0024-feature-shape.md); eslint.config.js guards its imports. */
const featuresRoot = path.resolve(import.meta.dirname, '../../src/features');
const features = readdirSync(featuresRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const hasModule = (base: string) =>
  ['.ts', '.tsx'].some((extension) => existsSync(`${base}${extension}`));

describe('feature shape', () => {
  it('finds the five features', () => {
    expect(features.sort()).toEqual(['admin', 'chat', 'enrolment', 'members', 'pass']);
  });

  it.each(features)('%s has a public index.ts, its pages in routes/ and an api/', (feature) => {
    const root = path.join(featuresRoot, feature);
    expect(existsSync(path.join(root, 'index.ts')), 'index.ts').toBe(true);
    expect(hasModule(path.join(root, 'routes', 'index')), 'routes/index').toBe(true);
    expect(existsSync(path.join(root, 'api')), 'api/').toBe(true);
  });
});
