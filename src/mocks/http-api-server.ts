import { createServer, type IncomingMessage, type Server } from 'node:http';
import { getResponse } from 'msw';
import highResolution from 'world-atlas/countries-50m.json';
import lowResolution from 'world-atlas/countries-110m.json';
import { setRuntimeConfig, type RuntimeConfig } from '@/shared/config/runtime-config';
import { createAnswerChecker } from './contract/answer-validator';
import {
  installAnswerChecker,
  installRequestChecker,
  installSpecOnlyShaper,
} from './contract/contract-gate';
import { createRequestChecker } from './contract/request-validator';
import { createSpecOnlyShaper } from './contract/spec-only-shaper';
import { setGeoSource } from './geo/geo-source';
import { nodeGeoSource } from './geo/node-geo-source';
import { buildHandlers } from './handlers';
import { tileAddressOf } from './handlers/enrolment/geo-handlers';
import { worldLayers, type WorldTopology } from './tiles/world-map-drawing';
import { worldPreviewSvg } from './tiles/world-map-preview';
import type { TileAddress } from './tiles/tile-math';

const layers = {
  low: worldLayers(lowResolution as unknown as WorldTopology),
  high: worldLayers(highResolution as unknown as WorldTopology),
};

/** Tile z/x/y as the demo draws it, as SVG: the browser's worker cannot run here. */
function tileSvg({ z, x, y }: TileAddress): string {
  const count = 2 ** z;
  const lng = ((x + 0.5) / count) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (y + 0.5)) / count))) * 180) / Math.PI;
  return worldPreviewSvg(z <= 5 ? layers.low : layers.high, {
    center: [lat, lng],
    zoom: z,
    width: 256,
    height: 256,
  });
}

async function requestOf(message: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(message.url ?? '/', origin), {
    method: message.method,
    headers,
    body: message.method === 'GET' || message.method === 'HEAD' ? undefined : body,
  });
}

export type MockApiServerOptions = {
  /** Answers as a backend built from the spec alone (docs/adr/0015-openapi-contract.md). */
  specOnly?: boolean;
  /**
   * Changes an answer after the contract gate, as a backend with a bug would: the proving run of
   * `npm run e2e:against` breaks one field so that its proxy must report it
   * (docs/adr/0026-journeys-against-any-backend.md).
   */
  afterContract?: (request: Request, response: Response) => Promise<Response>;
};

/**
 * The demo's mocked backend (the same MSW handlers and seeded database) as an HTTP server of
 * its own, so that a production build (mockApi false) can run against it with no mock work in
 * the page: `npm run bench:lighthouse` measures the portal that way beside the demo build.
 * `config` holds the services' paths (as public/config.json); they are served at `origin`.
 */
export function startMockApiServer(
  config: RuntimeConfig,
  origin: string,
  portalOrigin: string,
  { specOnly = false, afterContract }: MockApiServerOptions = {},
): Promise<Server> {
  setRuntimeConfig(config);
  setGeoSource(nodeGeoSource);
  // The journeys' production-flavour server holds the portal to docs/openapi as the unit tests
  // do (docs/adr/0015-openapi-contract.md): a breach is answered 500 and printed in its terminal.
  installRequestChecker(createRequestChecker(config.productSlug));
  installAnswerChecker(createAnswerChecker(config.productSlug));
  if (specOnly) installSpecOnlyShaper(createSpecOnlyShaper(config.productSlug));
  const handlers = buildHandlers(config, origin);
  const cors = {
    'access-control-allow-origin': portalOrigin,
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
  };
  const server = createServer((message, reply) => {
    void (async () => {
      if (message.method === 'OPTIONS') {
        reply.writeHead(204, cors).end();
        return;
      }
      const request = await requestOf(message, origin);
      const tile = tileAddressOf(config.tileUrlTemplate, origin, request.url);
      if (tile) {
        // Drawing holds this server's one thread: a tile the browser gave up (the member zoomed
        // or left the map) is not drawn, or forty of them delay the next page's answers by ten
        // seconds on a loaded machine (issue 33, e2e:against's map journey).
        if (message.socket.destroyed) return;
        reply.writeHead(200, { ...cors, 'content-type': 'image/svg+xml' }).end(tileSvg(tile));
        return;
      }
      const answered = await getResponse(handlers, request.clone());
      const response =
        answered && afterContract ? await afterContract(request, answered) : answered;
      if (!response) {
        reply.writeHead(404, cors).end();
        return;
      }
      reply.writeHead(response.status, { ...cors, ...Object.fromEntries(response.headers) });
      reply.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      console.error(String(error));
      reply.writeHead(500, cors).end(String(error));
    });
  });
  const port = Number(new URL(origin).port);
  return new Promise((resolve) => server.listen(port, 'localhost', () => resolve(server)));
}
