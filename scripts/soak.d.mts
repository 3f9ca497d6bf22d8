export type SoakJourney = { name: string; runs: number; failures: string[] };
export function journeysOf(report: unknown): SoakJourney[];
