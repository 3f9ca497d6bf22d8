/**
 * The terms are accepted per version (docs/spec/members-area.md 1: new versions must be accepted at the
 * next login). The applications bar reads the spec's boolean flag termsUseAccepted; the accepted
 * version is kept beside it, and a stored version other than the current one asks again.
 */
export function termsAccepted(
  flag: boolean | undefined,
  acceptedVersion: string | undefined,
  currentVersion: string,
): boolean {
  return flag === true && acceptedVersion === currentVersion;
}
