import { z } from 'zod';
import { readStored, storageKeys, writeStored } from '@/shared/lib/storage';
import { termsAccepted } from './rules/terms-acceptance';
import { termsVersion } from './terms-version';

/** The spec's flag (read by the applications bar) and the version it was given for. */
export function storedTermsAccepted(): boolean {
  return termsAccepted(
    readStored(storageKeys.termsUseAccepted, z.boolean()),
    readStored(storageKeys.passTermsVersion, z.string()),
    termsVersion,
  );
}

export function storeTermsAccepted(): void {
  writeStored(storageKeys.termsUseAccepted, true);
  writeStored(storageKeys.passTermsVersion, termsVersion);
}
