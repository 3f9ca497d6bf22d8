import { roleIds } from '@/shared/session/rules/role-ids';
import { sortByFrench } from '@/shared/lib/french-order';

/** Which fields a level asks for (docs/spec/administration.md 5.1); level and function always. */
export type LevelFields = {
  service: boolean;
  region: boolean;
  organization: boolean;
  club: boolean;
  activity: boolean;
};

export function requiredFields(role: number | null): LevelFields {
  if (role === null) {
    return { service: false, region: false, organization: false, club: false, activity: false };
  }
  return {
    service: role === roleIds.federationAdmin,
    region: role >= roleIds.regionAdmin,
    organization: role === roleIds.organizationAdmin,
    club: role >= roleIds.clubAdmin,
    activity: role >= roleIds.sectionAdmin,
  };
}

export type LevelOption = { id: number; label: string; disabled: boolean; reason?: string };

export const levelReasons = {
  above: 'Vous ne pouvez pas sélectionner un niveau de droit supérieur au vôtre.',
  category: "Le niveau administrateur de catégorie n'est pas disponible.",
} as const;

/** Level choices: those not enabled for the viewer are disabled, with the reason why. */
export function levelOptions(
  roles: readonly { id: number; description: string; enabled: boolean }[],
): LevelOption[] {
  return [...roles]
    .sort((a, b) => a.id - b.id)
    .map((role) => {
      if (role.enabled) return { id: role.id, label: role.description, disabled: false };
      const reason = role.id === roleIds.categoryAdmin ? levelReasons.category : levelReasons.above;
      return { id: role.id, label: role.description, disabled: true, reason };
    });
}

/** The description shown under the chosen level (docs/spec/administration.md 6). */
export function levelDescription(role: number | null): string {
  switch (role) {
    case roleIds.superAdmin:
      return 'Super administrateur : tous les droits sur la plateforme.';
    case roleIds.federationAdmin:
      return 'Administrateur fédéral : salariés de la fédération, droits sur tous les clubs.';
    case roleIds.regionAdmin:
      return "Administrateur régional : tous les clubs d'une région, y compris ceux des organismes partenaires.";
    case roleIds.organizationAdmin:
      return "Administrateur d'organisme : tous les clubs d'un organisme partenaire.";
    case roleIds.clubAdmin:
      return "Administrateur de club : un club, et l'accès à l'application de trésorerie du club.";
    case roleIds.sectionAdmin:
      return "Administrateur de section : une section d'un club.";
    case roleIds.categoryAdmin:
      return "Administrateur de catégorie : une catégorie d'une section.";
    case roleIds.contributor:
      return "Contributeur : aucun droit d'administration, seulement l'application de partage.";
    default:
      return '';
  }
}

export type ActivityChoice = {
  id: number;
  title: string;
  type: number;
  endDate: string | null;
};

export type ActivityOption = { id: number; label: string; disabled: boolean };

const frenchDate = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
};

/**
 * The activity list (docs/spec/administration.md 5.1): yearly activities, those ending on or after
 * the season start, or the one already selected; sorted by title, case aside; those the person
 * already holds (other than the one edited) disabled. Events show their date.
 */
export function activityOptions(
  activities: readonly ActivityChoice[],
  {
    seasonStart,
    held,
    current,
  }: { seasonStart: string; held: readonly number[]; current: number | null },
): ActivityOption[] {
  const shown = activities.filter(
    (activity) =>
      activity.type === 1 ||
      (activity.endDate !== null && activity.endDate >= seasonStart) ||
      activity.id === current,
  );
  return sortByFrench(shown, (activity) => activity.title).map((activity) => ({
    id: activity.id,
    label:
      activity.type !== 1 && activity.endDate
        ? `${activity.title} (${frenchDate(activity.endDate)})`
        : activity.title,
    disabled: activity.id !== current && held.includes(activity.id),
  }));
}

type Ref = { id: number; title: string };

/** Function options: the service's for federation admins, else the level's; by title. */
export function functionOptions(
  config: {
    roles: readonly { id: number; functions: readonly Ref[] }[];
    services: readonly { id: number; functions: readonly Ref[] }[];
  },
  role: number | null,
  serviceId: number | null,
): Ref[] {
  const source =
    role === roleIds.federationAdmin
      ? config.services.find((service) => service.id === serviceId)?.functions
      : config.roles.find((item) => item.id === role)?.functions;
  return sortByFrench(source ?? [], (item) => item.title);
}

/**
 * Choosing a level pre-fills region and club from the person's main responsibility when that
 * one is at section level or lower (docs/spec/administration.md 4.2), but only while editing one: a
 * new responsibility starts with nothing the administrator did not choose (issue 34; a region and a
 * club taken from elsewhere were saved unnoticed; docs/spec-deviations.md).
 */
export function prefillForLevel(
  main: { role: number; regionId: number | null; clubId: number | null } | null,
  { editing }: { editing: boolean },
): { regionId: number | null; clubId: number | null } {
  if (editing && main && main.role >= roleIds.sectionAdmin) {
    return { regionId: main.regionId, clubId: main.clubId };
  }
  return { regionId: null, clubId: null };
}

/** 1 August of the current season's first year ('2026/2027' -> '2026-08-01'). */
export function seasonStartOf(seasonTitle: string | undefined, today: Date): string {
  const first = seasonTitle ? Number(seasonTitle.slice(0, 4)) : Number.NaN;
  if (Number.isInteger(first)) return `${first}-08-01`;
  const year = today.getMonth() >= 7 ? today.getFullYear() : today.getFullYear() - 1;
  return `${year}-08-01`;
}
