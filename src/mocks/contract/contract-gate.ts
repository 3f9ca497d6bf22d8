import type { MockCall } from '../control/mock-rule';

/**
 * What the mocked backend does with the contract (docs/adr/0015-openapi-contract.md), kept out
 * of the router so that neither Ajv nor the documents reach a bundle that does not ask for them:
 * tests, the dev server and the production-flavour server install checkers (requests and
 * answers); spec-only mode installs its shaper.
 */
export type AnsweredCall = MockCall & { response: Response };
export type RequestedCall = MockCall & { request: Request };

/** Throws when a request of the portal breaks the document. */
export type RequestChecker = (call: RequestedCall) => Promise<void>;

/** Throws when an answer breaks the document. */
export type AnswerChecker = (call: AnsweredCall) => Promise<void>;

/** Answers as a backend built from the spec alone would (docs/openapi without x-designed). */
export type SpecOnlyShaper = {
  /** A designed call: the spec-built backend does not have it. */
  refuses(call: MockCall): boolean;
  /** The answer without any designed field. */
  strip(call: AnsweredCall): Promise<Response>;
  /** The request as a spec-built backend reads it: designed query parameters and body fields unheard. */
  stripRequest(call: RequestedCall): Promise<Request>;
};

/** Changes a successful answer's content (hostile mode: src/mocks/hostile), never its shape. */
export type AnswerRewriter = (response: Response) => Promise<Response>;

let requestChecker: RequestChecker | undefined;
let checker: AnswerChecker | undefined;
let shaper: SpecOnlyShaper | undefined;
let rewriter: AnswerRewriter | undefined;

export function installAnswerRewriter(next: AnswerRewriter | undefined): void {
  rewriter = next;
}

export function installRequestChecker(next: RequestChecker | undefined): void {
  requestChecker = next;
}

export function installAnswerChecker(next: AnswerChecker | undefined): void {
  checker = next;
}

export function installSpecOnlyShaper(next: SpecOnlyShaper | undefined): void {
  shaper = next;
}

export function specOnlyShaperInUse(): boolean {
  return shaper !== undefined;
}

/**
 * Every answer of the mock in spec-only mode says so ('answered', or 'refused' for a designed
 * call), so that a journey proves the mode it runs in (e2e/spec-only/spec-only-test.ts).
 */
export const specOnlyHeader = 'x-mock-spec-only';

function marked(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(specOnlyHeader, 'answered');
  return new Response(response.body, { status: response.status, headers });
}

export const notProvidedMessage =
  "Ce service n'est pas fourni par le serveur (mode conforme à la spécification).";

/**
 * Checks what the portal sent, before anything else of the route runs (an injected failure, the
 * bearer): a request the document refuses is the portal's fault whatever the server answers.
 * The checker reads a copy: the resolver still reads the body.
 */
export async function checkRequest(call: MockCall, request: Request): Promise<void> {
  if (requestChecker) await requestChecker({ ...call, request: request.clone() });
}

/**
 * The request the resolver reads: in spec-only mode, without what the portal sends of our own
 * design (a spec-built backend ignores it, so the screens must work without its effect).
 */
export async function requestAsServed(call: MockCall, request: Request): Promise<Request> {
  return shaper ? shaper.stripRequest({ ...call, request }) : request;
}

/**
 * Runs a call's resolver between the contract's gates: a designed call is refused in spec-only
 * mode before it changes anything; the answer loses its designed fields there; then it is
 * checked against the document (unless a mock-control rule reshaped it on purpose). Hostile
 * mode's texts are checked too: they keep every documented type.
 */
export async function throughContract(
  call: MockCall,
  resolve: () => Promise<Response>,
  { reshapedByRule }: { reshapedByRule: boolean },
): Promise<Response> {
  if (shaper?.refuses(call)) {
    return Response.json(
      { message: notProvidedMessage },
      { status: 404, headers: { [specOnlyHeader]: 'refused' } },
    );
  }
  let response = await resolve();
  if (rewriter) response = await rewriter(response);
  if (shaper) response = marked(await shaper.strip({ ...call, response }));
  if (checker && !reshapedByRule) await checker({ ...call, response: response.clone() });
  return response;
}
