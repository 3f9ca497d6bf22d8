import { adminRows } from './drivers/admin';
import { chatRows } from './drivers/chat';
import { enrolmentRows } from './drivers/enrolment';
import { membersRows } from './drivers/members';
import { passRows } from './drivers/pass';
import { premiumRows } from './drivers/premium';
import type { WriteRow } from './write-row';

/**
 * One row per write the portal makes (coverage.test.ts checks none is missing); each area's
 * rows run in its own file (*-answers.test.tsx), so that one area can be run alone.
 */
export const writeRows: WriteRow[] = [
  ...adminRows,
  ...chatRows,
  ...enrolmentRows,
  ...membersRows,
  ...passRows,
  ...premiumRows,
];
