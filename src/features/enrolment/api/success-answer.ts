import { z } from 'zod';
import { notShownAnswer } from '@/shared/api/not-shown-answer';

/**
 * The plain acknowledgement several endpoints answer with. The spec shows it for register-event
 * only; confirm, cancel and the information demand answer something it does not show, so any
 * 2xx is the success, an empty 200 or a 204 included. Nothing reads the flag.
 */
export const successSchema = notShownAnswer({ success: z.boolean() });
