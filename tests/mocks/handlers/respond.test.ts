import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { membershipSchema } from '@/shared/session/schemas';
import { MockContractError, responder } from '@/mocks/handlers/respond';

const respond = responder('amsf');

describe('respond', () => {
  it("answers the wire's product names", async () => {
    const schema = z.object({ clubId: z.number(), club: z.object({ id: z.number() }) });
    const response = respond(schema, { clubId: 1, club: { id: 1 } });
    expect(await response.json()).toEqual({ amsfId: 1, amsf: { id: 1 } });
  });

  it("throws loudly when the body drifts from the app's schema", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const drifted = { id: 1 } as unknown as z.input<typeof membershipSchema>;
    expect(() => respond(membershipSchema, drifted, { schemaName: 'membershipSchema' })).toThrow(
      MockContractError,
    );
  });

  it('leaves the reading to the portal once the browser says so, still renaming the keys', async () => {
    vi.resetModules();
    const fresh = await import('@/mocks/handlers/respond');
    fresh.leaveAnswerChecksToThePortal();
    const drifted = { clubId: 7 } as unknown as z.input<typeof membershipSchema>;
    const response = fresh.responder('amsf')(membershipSchema, drifted);
    expect(await response.json()).toEqual({ amsfId: 7 });
  });
});
