// What `npm run bench:lighthouse` and `npm run bench:flow` read: the environment's ports and
// folders, and the tier the CPU is calibrated to (docs/adr/0028-calibrated-low-tier-bench.md).
//   --tier low (default): cpuSlowdownMultiplier = benchmarkIndex / 264, a low-tier phone
//   --tier mid:           cpuSlowdownMultiplier = benchmarkIndex / 1000, a mid-tier phone
//   --flow:               the signed-in user flow instead of the pages (npm run bench:flow)
//   --against <folder>:   with --flow, each run of the flow on this build and then on that one
//                         (another build's dist), alternating, so that both meet the same load
import { parseArgs } from 'node:util';
import chromium from '../chromium.json' with { type: 'json' };

/** The benchmarkIndex of the phone each tier stands for (docs/adr/0028). */
export const tiers = { low: 264, mid: 1000 };

export function readOptions(argv = process.argv.slice(2), env = process.env) {
  const { values } = parseArgs({
    args: argv,
    options: {
      tier: { type: 'string', default: 'low' },
      flow: { type: 'boolean', default: false },
      against: { type: 'string' },
    },
  });
  if (!(values.tier in tiers)) throw new Error(`--tier ${values.tier}: low or mid`);
  const port = Number(env.BENCH_PORT ?? 8080);
  const dist = env.BENCH_DIST ?? 'dist';
  return {
    tier: values.tier,
    tierIndex: tiers[values.tier],
    flow: values.flow,
    against: values.against,
    runs: Number(env.BENCH_RUNS ?? 5),
    indexSamples: Number(env.BENCH_INDEX_SAMPLES ?? 9),
    // With --flow, some of its steps only (flow-steps.mjs stepsInRange).
    flowSteps: env.BENCH_FLOW_STEPS,
    dist,
    // A copy of the build with the bench's own identity server in its config.json.
    demoDist: `${dist}-bench-${port}`,
    port,
    productionPort: port + 1,
    apiPort: Number(env.BENCH_API_PORT ?? 5191),
    idpPort: Number(env.BENCH_IDP_PORT ?? 5192),
    chatPort: Number(env.BENCH_CHAT_PORT ?? 5193),
    chromePath: env.CHROME_PATH ?? chromium.executablePath,
    chromeFlags: ['--headless=new', ...chromium.args],
  };
}
