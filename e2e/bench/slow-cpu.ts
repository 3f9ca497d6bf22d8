import type { Page } from '@playwright/test';

/** Runs `work` with the page's CPU slowed 4x (Chrome DevTools Protocol), as issue 21 measures. */
export async function atFourTimesSlowerCpu<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    return await work();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}
