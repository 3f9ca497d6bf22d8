import type { TestProject } from 'vitest/node';

/**
 * One fast-check seed for the whole run, printed so that a failure can be replayed:
 * `PROPERTY_SEED=<seed> npx vitest run <file>`. Without PROPERTY_SEED each run draws a fresh one.
 */
export default function setup(project: TestProject) {
  const fromEnv = process.env.PROPERTY_SEED;
  const seed = fromEnv ? Number(fromEnv) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isInteger(seed))
    throw new Error(`PROPERTY_SEED must be an integer, got '${fromEnv}'`);
  console.info(`Property tests: fast-check seed ${seed} (replay with PROPERTY_SEED=${seed})`);
  project.provide('propertySeed', seed);
}

declare module 'vitest' {
  export interface ProvidedContext {
    propertySeed: number;
  }
}
