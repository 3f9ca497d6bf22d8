import {
  currentSeasonOf,
  isCurrentOrFutureSeason,
  seasonTitleOf,
} from '@/shared/session/rules/seasons';
import type { Membership, Season } from '@/shared/session/schemas';
import type { ActivityCategory } from '../api/activity';
import { defaultSeasonId, isSeasonSubscribable, nextSeasonOf } from '../rules/seasons';
import { presetMethod } from '../rules/steps';
import type { Basket } from './basket';

export type SeasonChoice = { current: Season | undefined; next: Season | undefined };

export function seasonChoice(seasons: readonly Season[], now: Date): SeasonChoice {
  const current = currentSeasonOf(seasons, now);
  return { current, next: current ? nextSeasonOf(seasons, current) : undefined };
}

/**
 * The memberships the enrolment rules look at: this season's and later ones. A past season's
 * membership is what a renewal starts from, it never blocks enrolling again.
 */
export function activeMemberships(
  memberships: readonly Membership[],
  seasons: SeasonChoice,
  now: Date,
): Membership[] {
  const currentTitle = seasons.current?.title ?? seasonTitleOf(now);
  return memberships.filter((membership) =>
    isCurrentOrFutureSeason(membership.season.title, currentTitle),
  );
}

/** A category's season: the default one when it has pre-sales, else the current one. */
export function seasonOfCategory(
  preSales: boolean,
  categories: readonly ActivityCategory[],
  memberships: readonly Membership[],
  seasons: SeasonChoice,
): number | null {
  const { current, next } = seasons;
  if (!current) return null;
  if (!preSales) return current.id;
  return defaultSeasonId(current, next, (id) => isSeasonSubscribable(id, memberships, categories));
}

/**
 * What choosing a category resets: its season (the default one when it has pre-sales, else the
 * current one), its method preset, and everything chosen for the previous category.
 */
export function categoryPatch(
  category: ActivityCategory,
  categories: readonly ActivityCategory[],
  memberships: readonly Membership[],
  seasons: SeasonChoice,
): Partial<Basket> {
  const seasonId = seasonOfCategory(category.preSales, categories, memberships, seasons);
  return {
    categoryId: category.id,
    seasonId,
    priceId: null,
    sessionId: null,
    licenseLevelId: null,
    paymentMethodId: null,
    signinMethod: presetMethod(category),
  };
}
