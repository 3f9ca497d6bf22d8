import { afterEach, vi } from 'vitest';
import { enrolmentRows } from './drivers/enrolment';
import { answerEveryForm } from './run-rows';

// Some drivers set the enrolment tests' day (drivers/enrolment.tsx).
afterEach(() => vi.useRealTimers());

answerEveryForm('enrolment', enrolmentRows);
