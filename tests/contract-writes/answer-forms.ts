import { http, HttpResponse } from 'msw';
import { checkRequest, throughContract } from '@/mocks/contract/contract-gate';
import { server, testConfig, testOrigin } from '@/mocks/node';
import { absoluteUrl } from '@/shared/config/runtime-config';
import type { AnswerForm, WriteApi, WriteOperation } from './write-operations';

/** What a body form answers: JSON, plain text, or bytes of a media type (a PDF). */
export type BodyAnswer = { json: unknown } | { text: string } | { bytes: Uint8Array; type: string };

const bases: Record<WriteApi, string> = {
  main: testConfig.apiBaseUrl,
  pass: testConfig.passApiBaseUrl,
  chat: testConfig.chatServiceUrl,
};

const handlers = {
  POST: http.post,
  PUT: http.put,
  DELETE: http.delete,
  PATCH: http.patch,
} as const;

function responseOf(form: AnswerForm, body: BodyAnswer | undefined): Response {
  const status = form.endsWith('201') ? 201 : form === '204' ? 204 : 200;
  if (!form.startsWith('body-')) return new HttpResponse(null, { status });
  if (!body) throw new Error(`The ${form} form needs a body`);
  if ('json' in body) return HttpResponse.json(body.json as never, { status });
  if ('text' in body) return HttpResponse.text(body.text, { status });
  return new HttpResponse(body.bytes, { status, headers: { 'Content-Type': body.type } });
}

/**
 * The operation answers `form` from now on: the request is still checked against the document
 * first, and the answer goes through the mock's contract gate (src/mocks/contract/contract-gate.ts),
 * so a body that breaks docs/openapi, or a form the document does not list, is a 500 and a
 * failed test, never a silent pass. Nothing is stored: the screen's success comes from the
 * answer alone. Returns how many calls it answered, so that a test proves the write was made.
 */
export function answerWith(
  operation: WriteOperation,
  form: AnswerForm,
  body?: BodyAnswer,
): () => number {
  const base = absoluteUrl(bases[operation.api], testOrigin);
  const basePath = new URL(base).pathname.replace(/\/$/, '');
  const pattern = operation.path
    .replaceAll('{product}', testConfig.productSlug)
    .replace(/\{([^}]+)\}/g, ':$1');
  let calls = 0;
  server.use(
    handlers[operation.method](`${base}${pattern}`, async ({ request }) => {
      const path = new URL(request.url).pathname.slice(basePath.length) || '/';
      const call = { api: operation.api, method: operation.method, path };
      await checkRequest(call, request);
      calls += 1;
      return throughContract(call, async () => responseOf(form, body), { reshapedByRule: false });
    }),
  );
  return () => calls;
}
