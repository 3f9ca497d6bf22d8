import type { BodyAnswer } from './answer-forms';
import type { AnswerForm } from './write-operations';

/**
 * One write the portal makes, as a member makes it: `drive` renders the screen with the test
 * utils, does what the member does (user-event clicks and typing) and checks what the spec
 * says a success shows (its French text, where it goes next). `body` gives the body forms'
 * answer, which the contract gate checks against the document (answer-forms.ts).
 */
export type WriteRow = {
  operationId: string;
  /** The spec's success, as the test names it. */
  success: string;
  body?: (form: AnswerForm) => BodyAnswer | Promise<BodyAnswer>;
  drive: () => Promise<void>;
};
