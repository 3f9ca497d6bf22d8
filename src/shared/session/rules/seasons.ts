import type { Season } from '../schemas';

/** A season starts on 1 August of its first year and ends on 31 July of its second year. */
export function seasonStartYearOf(date: Date): number {
  return date.getMonth() >= 7 ? date.getFullYear() : date.getFullYear() - 1;
}

export function seasonTitle(startYear: number): string {
  return `${startYear}/${startYear + 1}`;
}

export function seasonTitleOf(date: Date): string {
  return seasonTitle(seasonStartYearOf(date));
}

export function startYearOfTitle(title: string): number {
  return Number.parseInt(title.slice(0, 4), 10);
}

/** For the current season the end is now; otherwise the last moment of 31 July. */
export function seasonBounds(startYear: number, now: Date): { start: Date; end: Date } {
  const start = new Date(startYear, 7, 1);
  const isCurrent = seasonStartYearOf(now) === startYear;
  const end = isCurrent ? now : new Date(startYear + 1, 6, 31, 23, 59, 59, 999);
  return { start, end };
}

export function currentSeasonOf(seasons: readonly Season[], now: Date): Season | undefined {
  return (
    seasons.find((season) => season.current) ??
    seasons.find((season) => season.title === seasonTitleOf(now))
  );
}

export function isCurrentOrFutureSeason(title: string, currentTitle: string): boolean {
  return startYearOfTitle(title) >= startYearOfTitle(currentTitle);
}

export function isPreviousSeason(title: string, currentTitle: string): boolean {
  return startYearOfTitle(title) === startYearOfTitle(currentTitle) - 1;
}

/** From August to December the previous season's premium licence still counts. */
export function previousSeasonStillCounts(now: Date): boolean {
  return now.getMonth() >= 7;
}
