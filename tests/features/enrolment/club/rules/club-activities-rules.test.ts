import { describe, expect, it } from 'vitest';
import {
  activitiesOfTab,
  clubInitials,
  clubSiteUrl,
  type ActivityTab,
} from '@/features/enrolment/club/rules/club-activities';
import { compareFrench } from '@/shared/lib/french-order';

type Row = { title: string; type: number; publishedOnMemberPortal: boolean };
const row = (title: string, type = 1, publishedOnMemberPortal = true): Row => ({
  title,
  type,
  publishedOnMemberPortal,
});

describe('activities of a tab: published only, events are type 3, sorted by title', () => {
  const activities = [
    row('yoga'),
    row('Aquagym'),
    row('Escalade', 1, false),
    row('Éveil sportif'),
    row('basket-ball'),
    row('Stage de voile', 2),
    row('Course des Lumières', 3),
    row('Marche de Noël', 3, false),
    row('brocante sportive', 3),
  ];

  it.each<[ActivityTab, string[]]>([
    ['activities', ['Aquagym', 'basket-ball', 'Éveil sportif', 'Stage de voile', 'yoga']],
    ['events', ['brocante sportive', 'Course des Lumières']],
  ])('%s -> %j', (tab, titles) => {
    expect(activitiesOfTab(activities, tab).map((activity) => activity.title)).toEqual(titles);
  });

  it('does not reorder the list it was given', () => {
    const before = activities.map((activity) => activity.title);
    activitiesOfTab(activities, 'activities');
    expect(activities.map((activity) => activity.title)).toEqual(before);
  });
});

describe('title comparison ignores case and accents (fr, sensitivity base)', () => {
  it.each([
    ['judo', 'Judo', 0],
    ['Équitation', 'equitation', 0],
    ['aviron', 'Basket', -1],
    ['Zumba', 'yoga', 1],
  ])('%s vs %s -> %i', (a, b, sign) => {
    expect(Math.sign(compareFrench(a, b))).toBe(sign);
  });
});

describe('club initials when there is no logo', () => {
  it.each([
    ['AMSF Lyon', 'AL'],
    ['amsf saint-étienne', 'AS'],
    ["Club d'escrime", 'CD'],
    ['Lyon', 'L'],
    ['  AMSF   Lille  ', 'AL'],
  ])('%s -> %s', (title, initials) => {
    expect(clubInitials(title)).toBe(initials);
  });
});

describe('club website link', () => {
  it.each<[string | null, string | null]>([
    ['https://lyon.amsf.example.fr', 'https://lyon.amsf.example.fr/'],
    ['www.club-lyon.fr', 'https://www.club-lyon.fr/'],
    ['http://club.example.fr/accueil', 'http://club.example.fr/accueil'],
    ['javascript:alert(1)', null],
    ['  ', null],
    [null, null],
  ])('%s -> %s', (site, url) => {
    expect(clubSiteUrl(site)).toBe(url);
  });
});
