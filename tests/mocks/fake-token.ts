/** An unsigned JWT ('header.payload.'): the mocked backend reads the claims without checking. */
export function fakeToken(email: string, claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ email, ...claims })}.`;
}

export function bearer(email: string): { Authorization: string } {
  return { Authorization: `Bearer ${fakeToken(email)}` };
}

export const demoEmails = {
  family: 'famille.martin@exemple.fr',
  petit: 'jeanne.petit@exemple.fr',
  clubAdmin: 'admin.club@exemple.fr',
  federationAdmin: 'admin.federation@exemple.fr',
  coach: 'coach.pass@exemple.fr',
} as const;
