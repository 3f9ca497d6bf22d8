import { describe, expect, it } from 'vitest';
import { responder } from '@/mocks/handlers/respond';

const respond = responder('amsf');

describe('respond', () => {
  it("answers the wire's product names", async () => {
    const response = respond({ clubId: 1, club: { id: 1 } });
    expect(await response.json()).toEqual({ amsfId: 1, amsf: { id: 1 } });
  });

  it('answers the body as the view built it: docs/openapi is the judge, not a schema', async () => {
    expect(await respond({ id: 7 }).json()).toEqual({ id: 7 });
  });
});
