import type { IncomingMessage } from 'node:http';

export type RefreshTokenWrapper = {
  wrap(opaque: string, issued: { accountId: string; expiresIn: number }): string;
  unwrap(token: string): string;
};

export function createRefreshTokenWrapper(options: {
  privateJwk: object;
  issuer: string;
  clientId: string;
}): RefreshTokenWrapper;

export function readBody(req: IncomingMessage, limit?: number): Promise<string>;
