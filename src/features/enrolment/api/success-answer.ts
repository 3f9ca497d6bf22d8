import { z } from 'zod';

/**
 * The plain acknowledgement several endpoints answer with. The spec shows it for register-event
 * only; confirm, cancel and the information demand answer something it does not show. Nothing
 * reads the flag: a 2xx answer is the success, so the field is optional.
 */
export const successSchema = z.object({ success: z.boolean().optional() });
