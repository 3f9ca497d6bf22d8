import type { FederalActivityRow } from '../types';

type FederalSeed = {
  id: number;
  title: string;
  /** Needs a medical opinion before the first session (GET /public/activity/is-risky). */
  risky: boolean;
  /** Clubs usually open a youth category for it. */
  youth: boolean;
  /** Where it usually takes place, for generated addresses and session descriptions. */
  venue: string;
  description: string;
};

/** The federation's activity list (the map's activity filter); ids are stable. */
export const federalSeeds: readonly FederalSeed[] = [
  {
    id: 1,
    title: 'Natation',
    risky: false,
    youth: true,
    venue: 'Piscine municipale',
    description:
      'Apprentissage et perfectionnement des quatre nages, encadrés par des maîtres-nageurs diplômés. Le bonnet de bain est obligatoire.',
  },
  {
    id: 2,
    title: 'Yoga',
    risky: false,
    youth: false,
    venue: 'Salle des associations',
    description:
      'Postures, respiration et relaxation dans une ambiance calme. Tapis fournis ; prévoir une tenue souple.',
  },
  {
    id: 3,
    title: 'Judo',
    risky: false,
    youth: true,
    venue: 'Dojo municipal',
    description:
      'Art martial éducatif : chutes, projections et respect du partenaire. Passage de grades en fin de saison.',
  },
  {
    id: 4,
    title: 'Aquagym',
    risky: false,
    youth: false,
    venue: 'Piscine municipale',
    description:
      "Renforcement musculaire en musique, dans l'eau, sans impact sur les articulations.",
  },
  {
    id: 5,
    title: 'Pilates',
    risky: false,
    youth: false,
    venue: 'Salle de gymnastique',
    description: 'Renforcement des muscles profonds, posture et souplesse, en petits groupes.',
  },
  {
    id: 6,
    title: 'Tennis de table',
    risky: false,
    youth: true,
    venue: 'Gymnase',
    description:
      'Loisir ou compétition, du débutant au joueur classé. Raquettes prêtées pour les premières séances.',
  },
  {
    id: 7,
    title: 'Cross training',
    risky: true,
    youth: false,
    venue: 'Salle de sport',
    description:
      "Entraînement fonctionnel à haute intensité, adapté au niveau de chacun par l'encadrant.",
  },
  {
    id: 8,
    title: 'Basket-ball',
    risky: false,
    youth: true,
    venue: 'Gymnase',
    description:
      'Équipes loisirs et championnat départemental, entraînements deux fois par semaine.',
  },
  {
    id: 9,
    title: 'Voile',
    risky: true,
    youth: true,
    venue: 'Base nautique',
    description: 'Dériveurs, catamarans et planches à voile. Savoir nager 50 mètres est exigé.',
  },
  {
    id: 10,
    title: 'Football',
    risky: false,
    youth: true,
    venue: 'Stade municipal',
    description: "Football à 11 et futsal, de l'école de football aux vétérans.",
  },
  {
    id: 11,
    title: 'Plongée',
    risky: true,
    youth: false,
    venue: 'Piscine municipale',
    description:
      'Baptêmes, formations de niveau 1 à 3 et sorties en mer. Certificat médical de non contre-indication exigé.',
  },
  {
    id: 12,
    title: 'Randonnée',
    risky: false,
    youth: false,
    venue: 'Parking de la mairie',
    description:
      'Sorties à la demi-journée ou à la journée, de 8 à 20 kilomètres, sur les sentiers de la région.',
  },
  {
    id: 13,
    title: 'Rugby',
    risky: true,
    youth: true,
    venue: 'Stade municipal',
    description: "Rugby à XV et rugby à toucher, de l'école de rugby aux seniors.",
  },
  {
    id: 14,
    title: 'Badminton',
    risky: false,
    youth: true,
    venue: 'Gymnase',
    description: 'Jeu libre et créneaux encadrés, volants fournis.',
  },
  {
    id: 15,
    title: 'Tennis',
    risky: false,
    youth: true,
    venue: 'Courts de tennis',
    description: 'Cours collectifs sur courts couverts et extérieurs, tournois internes.',
  },
  {
    id: 16,
    title: 'Gymnastique',
    risky: false,
    youth: true,
    venue: 'Salle de gymnastique',
    description: "Gymnastique artistique et d'entretien, agrès et sol.",
  },
  {
    id: 17,
    title: 'Escalade',
    risky: true,
    youth: true,
    venue: "Mur d'escalade",
    description:
      'Bloc et voies sur mur artificiel, sorties en falaise au printemps. Matériel prêté.',
  },
  {
    id: 18,
    title: 'Course à pied',
    risky: false,
    youth: false,
    venue: 'Stade municipal',
    description: 'Fractionné sur piste et sorties longues, préparation aux courses sur route.',
  },
  {
    id: 19,
    title: 'Boxe',
    risky: true,
    youth: true,
    venue: 'Salle de boxe',
    description: 'Boxe anglaise éducative et loisir, sans assaut pour les débutants.',
  },
  {
    id: 20,
    title: 'Aviron',
    risky: true,
    youth: true,
    venue: "Base d'aviron",
    description: 'Initiation en bateau école puis sorties en yolette. Savoir nager est exigé.',
  },
  {
    id: 21,
    title: 'Handball',
    risky: false,
    youth: true,
    venue: 'Gymnase',
    description: 'Équipes jeunes et seniors, entraînements et matchs le week-end.',
  },
  {
    id: 22,
    title: 'Volley-ball',
    risky: false,
    youth: true,
    venue: 'Gymnase',
    description: "Volley en salle l'hiver, beach-volley l'été.",
  },
  {
    id: 23,
    title: 'Danse',
    risky: false,
    youth: true,
    venue: 'Salle de danse',
    description: "Modern jazz, hip-hop et danses de salon, gala de fin d'année.",
  },
  {
    id: 24,
    title: 'Cyclisme',
    risky: true,
    youth: false,
    venue: 'Parking du gymnase',
    description: 'Sorties route et VTT encadrées, casque obligatoire.',
  },
  {
    id: 25,
    title: 'Pétanque',
    risky: false,
    youth: false,
    venue: 'Boulodrome',
    description: 'Parties amicales et concours, ouvert à tous les niveaux.',
  },
  {
    id: 26,
    title: "Tir à l'arc",
    risky: false,
    youth: true,
    venue: 'Pas de tir',
    description: 'Tir sur cible en salle et en extérieur, arcs prêtés la première année.',
  },
  {
    id: 27,
    title: 'Ski alpin',
    risky: true,
    youth: true,
    venue: 'Station partenaire',
    description: 'Sorties en car le samedi, cours par niveaux avec moniteurs fédéraux.',
  },
  {
    id: 28,
    title: 'Marche nordique',
    risky: false,
    youth: false,
    venue: 'Parc municipal',
    description: 'Marche avec bâtons, accessible à tous, pour entretenir le souffle et la posture.',
  },
  {
    id: 29,
    title: 'Karaté',
    risky: false,
    youth: true,
    venue: 'Dojo municipal',
    description: 'Kihon, kata et kumite, passage de ceintures deux fois par an.',
  },
  {
    id: 30,
    title: 'Gym douce',
    risky: false,
    youth: false,
    venue: 'Salle des associations',
    description: 'Renforcement en douceur, équilibre et mobilité, pour reprendre une activité.',
  },
  {
    id: 31,
    title: 'Zumba',
    risky: false,
    youth: false,
    venue: 'Salle de danse',
    description: 'Fitness en musique sur des rythmes latinos, dans la bonne humeur.',
  },
  {
    id: 32,
    title: 'Multisport',
    risky: false,
    youth: true,
    venue: 'Gymnase',
    description: "Découverte de plusieurs sports au fil de l'année.",
  },
];

export function seedFederalActivities(): FederalActivityRow[] {
  return federalSeeds.map(({ id, title }) => ({ id, title }));
}

export function federalSeedOf(id: number): FederalSeed {
  const seed = federalSeeds.find((item) => item.id === id);
  if (!seed) throw new Error(`Seed: no federal activity ${id}`);
  return seed;
}

export function federalIdOfTitle(title: string): number {
  const seed = federalSeeds.find((item) => item.title === title);
  if (!seed) throw new Error(`Seed: no federal activity titled '${title}'`);
  return seed.id;
}

export function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The pictures drawn for one activity each (public/mock-media/activities/): the waves of
 * swimming, the tatami of judo, the ball of basketball... An activity of any other discipline
 * has none, and the app shows its discipline's icon (issue 34: never another sport's picture,
 * as Pilates once got basketball's and Yoga gentle gym's).
 */
const ownPictures = new Set([
  'natation',
  'judo',
  'basket-ball',
  'voile',
  'escalade',
  'course-a-pied',
  'tir-a-l-arc',
  'gym-douce',
]);

/** The federal activity's own picture, or null when none was drawn for it. */
export function activityImageOf(federalId: number): string | null {
  const slug = slugOf(federalSeedOf(federalId).title);
  return ownPictures.has(slug) ? `/mock-media/activities/${slug}.svg` : null;
}
