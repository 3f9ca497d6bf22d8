import { describe, expect, it } from 'vitest';
import { answerWith } from './answer-forms';
import { writeOperations } from './write-operations';
import type { WriteRow } from './write-row';

const operations = new Map(
  writeOperations().map((operation) => [operation.operationId, operation]),
);

/**
 * Each row's write, answered in each form its document lists: the screen shows the spec's
 * success every time. The answer comes only from the table's override (answer-forms.ts), and
 * the test checks it was asked.
 */
export function answerEveryForm(area: string, rows: WriteRow[]): void {
  describe(`every documented answer works: ${area}`, () => {
    for (const row of rows) {
      const operation = operations.get(row.operationId);
      if (!operation) throw new Error(`${row.operationId} is no write of docs/openapi`);
      it.each(operation.forms)(
        `${row.operationId} (${operation.method} ${operation.path}) answered %s: ${row.success}`,
        { timeout: 30_000 },
        async (form) => {
          const body = form.startsWith('body-') ? await row.body?.(form) : undefined;
          const calls = answerWith(operation, form, body);
          await row.drive();
          expect(calls()).toBeGreaterThan(0);
        },
      );
    }
  });
}
