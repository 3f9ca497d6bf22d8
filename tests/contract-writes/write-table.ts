import { adminRows } from './drivers/admin';
import type { WriteRow } from './write-row';

/** One row per write the portal makes (the coverage test checks none is missing). */
export const writeRows: WriteRow[] = [...adminRows];
