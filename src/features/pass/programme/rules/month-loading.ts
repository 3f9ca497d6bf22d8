/** docs/spec/members-area.md 9: at most 6 months of sessions; auto-load while fewer than 5 are loaded. */
export const maxMonthsLoaded = 6;
export const autoLoadBelow = 5;

/** The page after `lastPage` (0 is the current month), or undefined once the maximum is reached. */
export function nextMonthPage(lastPage: number, max: number = maxMonthsLoaded): number | undefined {
  return lastPage + 1 < max ? lastPage + 1 : undefined;
}

/** After a month arrives: load the next one at once while fewer than 5 sessions are loaded. */
export function shouldAutoLoad(
  sessionsLoaded: number,
  monthsLoaded: number,
  max: number = maxMonthsLoaded,
): boolean {
  return sessionsLoaded < autoLoadBelow && monthsLoaded < max;
}
