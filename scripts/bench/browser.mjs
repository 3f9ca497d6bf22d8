import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

/** A fresh Chromium for one measurement, driven by puppeteer; `close` ends both. */
export async function openBrowser(options) {
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: options.chromeFlags,
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  return {
    browser,
    close: async () => {
      await browser.disconnect();
      await chrome.kill();
    },
  };
}
