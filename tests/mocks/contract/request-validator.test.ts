import { describe, expect, it } from 'vitest';
import type { RequestedCall } from '@/mocks/contract/contract-gate';
import { createRequestChecker, RequestViolation } from '@/mocks/contract/request-validator';
import { takeUnexpectedConsole } from '../../console-guard';
import { apiUrl } from '../api-urls';
import { bearer, demoEmails } from '../fake-token';

const check = createRequestChecker('amsf');

/** A call as the router hands it to the gate: the path after the API's base, and the request. */
function call(method: string, path: string, body?: unknown): RequestedCall {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  return {
    api: 'main',
    method,
    path: path.split('?')[0] ?? path,
    request: new Request(apiUrl(path), init),
  };
}

const profileBody = { firstname: 'Claire', lastname: 'Martin', birthday: '1990-04-12' };

const profileBodyPointer =
  '#/paths/~1profiles~1{id}/put/requestBody/content/application~1json/schema';

describe('the portal’s requests checked against docs/openapi', () => {
  it.each([
    ['a documented body', call('PUT', '/profiles/101', profileBody)],
    [
      'query parameters as strings on the wire, read as the schema’s integers',
      call('GET', '/public/payment/get-licenses-options-for-order?activityCategoryPriceId=7'),
    ],
    ['a call without a body', call('GET', '/profiles/101')],
    ['another service than ours', { ...call('GET', '/checkouts/1'), api: 'provider' as const }],
  ])('accepts %s', async (_name, requested) => {
    await expect(check(requested)).resolves.toBeUndefined();
  });

  it.each([
    [
      'a body field of the wrong type',
      call('PUT', '/profiles/101', { ...profileBody, firstname: 12 }),
      `${profileBodyPointer} at '/firstname' must be string`,
    ],
    [
      'a body field the document does not name',
      call('PUT', '/profiles/101', { ...profileBody, nickname: 'Clairette' }),
      `${profileBodyPointer} at '/nickname' must NOT have additional properties`,
    ],
    [
      'a body without a required field',
      call('PUT', '/profiles/101', { firstname: 'Claire' }),
      `${profileBodyPointer} at '(root)' must have required property 'lastname'`,
    ],
    [
      'a malformed date in the body',
      call('PUT', '/profiles/101', { ...profileBody, birthday: '12/04/1990' }),
      `${profileBodyPointer} at '/birthday' must match format "date"`,
    ],
    [
      'no body where one is required',
      call('PUT', '/profiles/101'),
      "#/paths/~1profiles~1{id}/put/requestBody at '(body)' required, none was sent",
    ],
    [
      'a query parameter that is not an integer',
      call('GET', '/public/payment/get-licenses-options-for-order?activityCategoryPriceId=sept'),
      "#/paths/~1public~1payment~1get-licenses-options-for-order/get/parameters/0/schema at 'activityCategoryPriceId' must be integer",
    ],
    [
      'a required query parameter left out',
      call('GET', '/public/payment/get-licenses-options-for-order?memberId=101'),
      "#/paths/~1public~1payment~1get-licenses-options-for-order/get/parameters/0 at 'activityCategoryPriceId' required, missing",
    ],
    [
      'a query parameter the operation does not list',
      call(
        'GET',
        '/public/payment/get-licenses-options-for-order?activityCategoryPriceId=7&page=2',
      ),
      "#/paths/~1public~1payment~1get-licenses-options-for-order/get/parameters at 'page' query parameter not documented",
    ],
    [
      'a path parameter that is not an integer',
      call('GET', '/profiles/claire'),
      "#/paths/~1profiles~1{id}/get/parameters/0/schema at 'id' must be integer",
    ],
  ])('refuses %s, naming the operation and the pointer', async (_name, requested, detail) => {
    const error: unknown = await check(requested).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(RequestViolation);
    const message = (error as Error).message;
    expect(message).toContain(`operation ${requested.method} `);
    expect(message).toContain(detail);
  });

  it('names the operation by its template', async () => {
    const error: unknown = await check(call('PUT', '/profiles/101', {})).catch((e: unknown) => e);
    expect((error as Error).message).toContain(
      'PUT /profiles/101 (main), operation PUT /profiles/{id}',
    );
  });
});

/** MSW prints the violation as an error: the console guard would fail any test on it, as it should. */
function printedViolation(): string {
  return takeUnexpectedConsole().join('\n');
}

describe('the request check installed in the unit tests’ mock (src/mocks/node.ts)', () => {
  it('fails the call whose body breaks the document, with the operation and the pointer', async () => {
    const response = await fetch(apiUrl('/profiles/101'), {
      method: 'PUT',
      headers: { ...bearer(demoEmails.family), 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...profileBody, gender: 'X' }),
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toContain('operation PUT /profiles/{id}');
    expect(text).toContain(`${profileBodyPointer} at '/gender'`);
    expect(printedViolation()).toContain('RequestViolation');
  });

  it('fails the call whose query parameter breaks the document', async () => {
    const response = await fetch(
      apiUrl('/public/payment/get-licenses-options-for-order?activityCategoryPriceId=sept'),
    );
    expect(response.status).toBe(500);
    expect(await response.text()).toContain(
      'operation GET /public/payment/get-licenses-options-for-order: #/paths/~1public~1payment~1get-licenses-options-for-order/get/parameters/0/schema',
    );
    expect(printedViolation()).toContain('RequestViolation');
  });
});
