import { describe, expect, it } from 'vitest';
import { isAppleMobile, storeUrlFor } from '@/features/members/rules/store-url';

const config = {
  appStoreUrl: 'https://apps.apple.com/fr/app/amsf/id000000000',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=fr.amsf.portail',
};

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ipadOld =
  'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1';
const ipod = 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15';
const macLike =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const windows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('storeUrlFor', () => {
  it.each([
    ['an iPhone', iphone, 5, config.appStoreUrl],
    ['an iPhone reporting no touch points', iphone, 0, config.appStoreUrl],
    ['an older iPad', ipadOld, 5, config.appStoreUrl],
    ['an iPod', ipod, 5, config.appStoreUrl],
    ['iPadOS posing as a Mac (touch screen)', macLike, 5, config.appStoreUrl],
    ['a real Mac (no touch screen)', macLike, 0, config.playStoreUrl],
    ['a Mac with a single touch point (trackpad emulation)', macLike, 1, config.playStoreUrl],
    ['an Android phone', android, 5, config.playStoreUrl],
    ['a Windows desktop', windows, 0, config.playStoreUrl],
    ['an empty user agent', '', 0, config.playStoreUrl],
  ])('sends %s to the right store', (_label, userAgent, touchPoints, expected) => {
    expect(storeUrlFor(userAgent, touchPoints, config)).toBe(expected);
    expect(isAppleMobile(userAgent, touchPoints)).toBe(expected === config.appStoreUrl);
  });
});
