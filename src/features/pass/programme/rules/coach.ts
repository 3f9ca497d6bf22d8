import type { PassSession } from '../../api/pass-session';

/** docs/spec/members-area.md 4: estCoach true and the session's coachId equal to the idAyantDroit. */
export function isCoachOf(
  account: { estCoach: boolean; personne: { idAyantDroit: number } | null } | undefined,
  session: Pick<PassSession, 'coachId'>,
): boolean {
  return (
    !!account?.estCoach &&
    account.personne !== null &&
    session.coachId !== null &&
    session.coachId === account.personne.idAyantDroit
  );
}
