import type { LicenceLevelRow, RoleRow, SeasonRow } from '../types';

/** Seasons run from 1 August to 31 July; 2027/2028 is open for pre-sales. */
export function seedSeasons(): SeasonRow[] {
  return [2024, 2025, 2026, 2027].map((startYear, index) => ({
    id: index + 2,
    title: `${startYear}/${startYear + 1}`,
    startDate: `${startYear}-08-01`,
    endDate: `${startYear + 1}-07-31`,
    current: startYear === 2026,
  }));
}

export const seasonIds = { previous: 3, current: 4, next: 5 } as const;

export function seedRoles(): RoleRow[] {
  return [
    { id: 0, description: 'Aucun' },
    { id: 1, description: 'Super administrateur' },
    { id: 2, description: 'Administrateur fédéral' },
    { id: 3, description: 'Administrateur régional' },
    { id: 4, description: "Administrateur d'organisme" },
    { id: 5, description: 'Administrateur de club' },
    { id: 6, description: 'Administrateur de section' },
    { id: 7, description: 'Administrateur de catégorie' },
    { id: 8, description: 'Contributeur' },
    { id: 9, description: 'Adhérent' },
    { id: 10, description: 'Visiteur' },
  ];
}

export const licenceLevelIds = { premium: 1, access: 2, event: 3 } as const;

/** Amounts in euros for one season; category prices include the licence of their level. */
export function seedLicenceLevels(): LicenceLevelRow[] {
  return [
    {
      id: licenceLevelIds.premium,
      level: 1,
      title: 'licence Premium',
      type: 1,
      amount: 45,
      explanation:
        'La licence Premium couvre toutes vos activités dans tous les clubs du réseau pour la saison.',
    },
    {
      id: licenceLevelIds.access,
      level: 2,
      title: 'licence Accès',
      type: 1,
      amount: 15,
      explanation: "La licence Accès couvre uniquement l'activité choisie, dans ce club.",
    },
    {
      id: licenceLevelIds.event,
      level: 3,
      title: 'licence Événementielle',
      type: 3,
      amount: 5,
      explanation:
        "La licence Événementielle couvre votre participation à cet événement, le jour de l'événement.",
    },
  ];
}
