import { storedPassTerms } from '@/shared/session/stored-pass-terms';
import { termsAccepted } from './rules/terms-acceptance';
import { termsVersion } from './terms-version';

/** The spec's flag (read by the applications bar) and the version it was given for. */
export function storedTermsAccepted(): boolean {
  const stored = storedPassTerms.read();
  return termsAccepted(stored !== undefined, stored?.termsVersion, termsVersion);
}

export function storeTermsAccepted(): void {
  storedPassTerms.write({ termsVersion });
}
