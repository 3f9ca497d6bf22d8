export const loadingOffDelayMs = 200;

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
};

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/** Community calls (comments, posts) run in the background and never show the global loader. */
export function tracksLoading(url: string): boolean {
  let pathname = url;
  try {
    pathname = new URL(url, 'http://portal.invalid').pathname;
  } catch {
    // keep the raw value
  }
  return !pathname.includes('comments') && !pathname.includes('post');
}

/**
 * Global loading indicator: on when a request starts, off 200 ms after the last pending one
 * ends, and silenced for a while on demand (docs/spec/enrolment.md 4: 'disable for N ms').
 */
export class LoadingTracker {
  private pending = 0;
  private offTimer: unknown;
  private disabledUntil = 0;
  private shown = false;

  constructor(
    private readonly onChange: (loading: boolean) => void,
    private readonly timers: Timers = browserTimers,
  ) {}

  start(url: string): boolean {
    if (!tracksLoading(url)) return false;
    this.pending += 1;
    if (this.offTimer !== undefined) {
      this.timers.clearTimeout(this.offTimer);
      this.offTimer = undefined;
    }
    if (this.timers.now() >= this.disabledUntil) this.show(true);
    return true;
  }

  end(): void {
    this.pending = Math.max(0, this.pending - 1);
    if (this.pending > 0) return;
    this.offTimer = this.timers.setTimeout(() => {
      this.offTimer = undefined;
      this.show(false);
    }, loadingOffDelayMs);
  }

  disableFor(ms: number): void {
    this.disabledUntil = this.timers.now() + ms;
    this.show(false);
  }

  private show(loading: boolean): void {
    if (this.shown === loading) return;
    this.shown = loading;
    this.onChange(loading);
  }
}
