import { z } from 'zod';
import { dayPattern, readDay, readTime, timePattern } from './pass-formats';

export const passId = z.number().int();
export const passDaySchema = z.string().regex(dayPattern).transform(readDay);
export const passTimeSchema = z.string().regex(timePattern).transform(readTime);
/** A designed or spec text field the screens can do without: absent or null reads as ''. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
export const optionalUrl = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
