// Types of mock-api-build.mjs for the TypeScript tests that import it.
import type { Server } from 'node:http';

export type StartMockApiServer = (
  config: Record<string, unknown>,
  origin: string,
  portalOrigin: string,
  options?: {
    specOnly?: boolean;
    afterContract?: (request: Request, response: Response) => Promise<Response>;
  },
) => Promise<Server>;

export function buildForNode(entry: string, outDir: string): Promise<Record<string, unknown>>;
export function loadMockApiServer(outDir?: string): Promise<StartMockApiServer>;
