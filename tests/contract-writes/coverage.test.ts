import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '@/mocks/node';
import { apiUrl } from '../mocks/api-urls';
import { bearer, demoEmails } from '../mocks/fake-token';
import { answerWith } from './answer-forms';
import { clientWrites } from './client-writes';
import { writeOperations, type WriteOperation } from './write-operations';
import { writeRows } from './write-table';

/**
 * Writes of the documents that the portal never makes, each with why (the x-unused ones carry
 * their reason in the document itself).
 */
const notCalled: Record<string, string> = {
  publishNotification:
    "Designed for the demo's chat broker (scripts/chat-broker.mjs): an administrator's tool publishes on /topic/notifications; no screen of the portal sends one (members-area.md 7 names the topic, no sender).",
};

const operations = writeOperations();
const called = clientWrites(operations, testConfig.productSlug);
const rowIds = writeRows.map((row) => row.operationId);

describe('every write of docs/openapi has a row, or a reason', () => {
  it('finds the writes and their documented forms', () => {
    expect(operations.length).toBeGreaterThan(30);
    for (const operation of operations) expect(operation.forms.length).toBeGreaterThan(0);
  });

  it('has a row for every write the portal makes', () => {
    const missing = called
      .filter(({ operationId }) => !rowIds.includes(operationId))
      .map(({ operationId, files }) => `${operationId} (${files.join(', ')})`);
    expect(missing, 'writes the portal makes without a row').toEqual([]);
  });

  it('gives every other write a reason: x-unused in the document, or named here', () => {
    const calledIds = new Set(called.map((call) => call.operationId));
    const unexplained = operations
      .filter(({ operationId }) => !calledIds.has(operationId))
      .filter(({ operationId, unusedReason }) => !unusedReason && !notCalled[operationId])
      .map(({ operationId }) => operationId);
    expect(unexplained, 'writes no screen makes, without a reason').toEqual([]);
  });

  it('keeps no stale row or reason', () => {
    const calledIds = new Set(called.map((call) => call.operationId));
    const ids = new Set(operations.map((operation) => operation.operationId));
    expect(rowIds.filter((id) => !ids.has(id) || !calledIds.has(id))).toEqual([]);
    expect(new Set(rowIds).size).toBe(rowIds.length);
    expect(Object.keys(notCalled).filter((id) => !ids.has(id) || calledIds.has(id))).toEqual([]);
    const unusedButCalled = operations
      .filter(({ operationId, unusedReason }) => unusedReason && calledIds.has(operationId))
      .map(({ operationId }) => operationId);
    expect(unusedButCalled, 'marked x-unused yet made by the portal').toEqual([]);
  });
});

describe("the table's answers are the document's", () => {
  const setAsMain = operations.find(({ operationId }) => operationId === 'setProfileAsMain')!;
  const put = () =>
    fetch(apiUrl('/profiles/102/set-as-main'), {
      method: 'PUT',
      headers: bearer(demoEmails.family),
    });

  it('reads the forms a document gives: a body only where the spec shows one', () => {
    const formsOf = (id: string) =>
      operations.find((operation: WriteOperation) => operation.operationId === id)?.forms;
    expect(formsOf('updateProfile')).toEqual(['body-200', 'empty-200', '204']);
    expect(formsOf('postPresignDemand')).toEqual(['empty-200', 'empty-201', '204']);
    expect(formsOf('dissociateProfile')).toEqual(['body-200']);
    expect(formsOf('reserverCreneau')).toEqual(['body-200']);
  });

  it('answers a documented body', async () => {
    const calls = answerWith(setAsMain, 'body-200', { json: { success: true } });
    const response = await put();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(calls()).toBe(1);
  });

  // The gate throws and MSW answers 500 (docs/adr/0015-openapi-contract.md), as for the mock's own.
  it.each([
    ['a body the document refuses', 'body-200', { json: { success: 'oui' } }],
    ['a form the document does not list', '204', undefined],
  ] as const)('fails on %s', async (_name, form, body) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerWith(setAsMain, form, body);
    expect((await put()).status).toBe(500);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
