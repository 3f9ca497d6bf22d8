import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responder } from '@/mocks/handlers/respond';

const respond = responder('amsf');

describe('respond', () => {
  it("answers the wire's product names", async () => {
    const schema = z.object({ clubId: z.number(), club: z.object({ id: z.number() }) });
    const response = respond(schema, { clubId: 1, club: { id: 1 } });
    expect(await response.json()).toEqual({ amsfId: 1, amsf: { id: 1 } });
  });

  it("does not read the answer with the app's schema: docs/openapi is the judge", async () => {
    const schema = z.object({ id: z.number(), title: z.string() });
    const partial = { id: 7 } as unknown as z.input<typeof schema>;
    expect(await respond(schema, partial).json()).toEqual({ id: 7 });
  });
});
