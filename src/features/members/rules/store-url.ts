import type { RuntimeConfig } from '@/shared/config/runtime-config';

const iosDevice = /\b(iPhone|iPad|iPod)\b/;
const desktopMac = /\bMacintosh\b/;

/**
 * iPhone, iPod and iPad announce themselves, except iPadOS 13+ which claims to be a Mac:
 * a "Mac" with a touch screen is an iPad.
 */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  if (iosDevice.test(userAgent)) return true;
  return desktopMac.test(userAgent) && maxTouchPoints > 1;
}

/** The App Store on iOS and iPadOS, the Play Store everywhere else. */
export function storeUrlFor(
  userAgent: string,
  maxTouchPoints: number,
  config: Pick<RuntimeConfig, 'appStoreUrl' | 'playStoreUrl'>,
): string {
  return isAppleMobile(userAgent, maxTouchPoints) ? config.appStoreUrl : config.playStoreUrl;
}
