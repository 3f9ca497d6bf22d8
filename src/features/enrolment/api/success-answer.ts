import { z } from 'zod';

/** The plain acknowledgement several endpoints answer with. */
export const successSchema = z.object({ success: z.boolean() });
