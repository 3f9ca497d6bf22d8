import { afterEach, vi } from 'vitest';
import { passRows } from './drivers/pass';
import { answerEveryForm } from './run-rows';

// The drivers set the PASS tests' day (drivers/pass.tsx).
afterEach(() => vi.useRealTimers());

answerEveryForm('PASS', passRows);
