import { z } from 'zod';

/**
 * The schema of an answer the spec does not show (docs/adr/0008-tolerant-reader.md): any 2xx is
 * the success, whatever its body: an empty 200, a 204 (axios hands over '' or nothing), text or
 * JSON. The designed fields given are read when the body is an object that holds them, each
 * optional; anything else reads as `{}`.
 */
export function notShownAnswer<Shape extends z.ZodRawShape>(designed: Shape) {
  const object = z.object(designed).partial();
  return z.unknown().transform((value): z.infer<typeof object> => {
    const parsed = object.safeParse(value);
    return parsed.success ? parsed.data : ({} as z.infer<typeof object>);
  });
}
