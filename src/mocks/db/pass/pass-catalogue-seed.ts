import type {
  PassActivityRow,
  PassCatalogue,
  PassClubRow,
  PassInstallationRow,
  PassOfferRow,
  PassScheduleRow,
} from './pass-types';
import { passDayAfter } from './pass-calendar';

/** Stable ids that tests, journeys and docs/api.md rely on. */
export const passClubIds = {
  /** Inactive (shown outside production), busy: about 29 sessions a week. */
  confluence: 11,
  villeurbanne: 12,
  /** Sessions only from the month after next: the programme loads months on its own. */
  caluire: 13,
  /** Active: shown in production builds only. */
  marseille: 14,
  bordeaux: 15,
} as const;

export const passAyantDroitIds = { claire: 9001, thomas: 9002, lucas: 9003 } as const;

export const passOfferIds = {
  carnet10: 101,
  discovery: 103,
  aquagym5: 104,
  expired: 105,
  retired: 106,
  yogaUnlimited: 107,
  villeurbanneUnlimited: 201,
  villeurbanneCarnet: 202,
} as const;

export const passActivityIds = {
  natation: 1101,
  crossTraining: 1102,
  yoga: 1103,
  pilates: 1104,
  gymDouce: 1105,
  courseAPied: 1106,
  aquagym: 1107,
  escalade: 1108,
  boxe: 1109,
  etirements: 1110,
  tennisDeTable: 1201,
  badminton: 1202,
  marcheNordique: 1301,
  voile: 1401,
  aviron: 1501,
} as const;

/** Schedule ids: a session's idCalendrier is scheduleId * 100000 + its day number. */
export const passScheduleIds = {
  natation: 11001,
  crossTraining: 11002,
  yoga: 11003,
  pilates: 11004,
  gymDouce: 11005,
  courseAPied: 11006,
  aquagym: 11007,
  yogaSunday: 11008,
  boxeFull: 11009,
  escalade: 11010,
  /** Every day at 13:00, unlimited places: the next one always starts within 24 hours. */
  etirements: 11011,
  /** PASS Marseille Prado, an active club: what a production build shows. */
  voileMarseille: 14001,
} as const;

const clubs: PassClubRow[] = [
  {
    clubId: passClubIds.confluence,
    clubNom: 'PASS Lyon Confluence',
    actif: false,
    nbJoursPossibleReservation: 14,
    nbHeuresCarrenceAnnulation: 24,
  },
  {
    clubId: passClubIds.villeurbanne,
    clubNom: 'PASS Villeurbanne Gratte-Ciel',
    actif: false,
    nbJoursPossibleReservation: 7,
    nbHeuresCarrenceAnnulation: 48,
  },
  {
    clubId: passClubIds.caluire,
    clubNom: 'PASS Caluire-et-Cuire',
    actif: false,
    nbJoursPossibleReservation: 30,
    nbHeuresCarrenceAnnulation: 24,
  },
  {
    clubId: passClubIds.marseille,
    clubNom: 'PASS Marseille Prado',
    actif: true,
    nbJoursPossibleReservation: 10,
    nbHeuresCarrenceAnnulation: 24,
  },
  {
    clubId: passClubIds.bordeaux,
    clubNom: 'PASS Bordeaux Lac',
    actif: true,
    nbJoursPossibleReservation: 7,
    nbHeuresCarrenceAnnulation: 12,
  },
];

const installations: PassInstallationRow[] = [
  {
    id: 1,
    clubId: 11,
    nom: 'Piscine du Rhône',
    adresse: '8 quai Claude Bernard',
    codePostal: '69007',
    ville: 'Lyon',
  },
  {
    id: 2,
    clubId: 11,
    nom: 'Gymnase Confluence',
    adresse: '112 cours Charlemagne',
    codePostal: '69002',
    ville: 'Lyon',
  },
  {
    id: 3,
    clubId: 11,
    nom: 'Salle Hippolyte Flandrin',
    adresse: '3 rue Smith',
    codePostal: '69002',
    ville: 'Lyon',
  },
  {
    id: 4,
    clubId: 12,
    nom: 'Complexe sportif des Gratte-Ciel',
    adresse: '25 avenue Henri Barbusse',
    codePostal: '69100',
    ville: 'Villeurbanne',
  },
  {
    id: 5,
    clubId: 13,
    nom: 'Parc de la Jonchère',
    adresse: '1 chemin de la Jonchère',
    codePostal: '69300',
    ville: 'Caluire-et-Cuire',
  },
  {
    id: 6,
    clubId: 14,
    nom: 'Base nautique du Roucas-Blanc',
    adresse: '2 promenade Georges Pompidou',
    codePostal: '13008',
    ville: 'Marseille',
  },
  {
    id: 7,
    clubId: 15,
    nom: 'Base nautique du Lac',
    adresse: 'Avenue de Pernon',
    codePostal: '33300',
    ville: 'Bordeaux',
  },
];

type ActivityLine = [
  activiteId: number,
  activiteNom: string,
  image: string | null,
  description: string,
];

/**
 * One club's activities; `image` names the activity's own SVG of public/mock-media/activities/,
 * null where none was drawn for it: the app then shows its discipline's icon (issue 34).
 */
const clubActivities = (clubId: number, lines: ActivityLine[]): PassActivityRow[] =>
  lines.map(([activiteId, activiteNom, image, activiteDescription]) => ({
    activiteId,
    clubId,
    activiteNom,
    activiteDescription,
    activiteImage: image === null ? null : `/mock-media/activities/${image}.svg`,
  }));

const a = passActivityIds;
const activities: PassActivityRow[] = [
  ...clubActivities(11, [
    [a.natation, 'Natation', 'natation', 'Nage libre encadrée, tous niveaux.'],
    [a.crossTraining, 'Cross training', null, 'Renforcement et cardio en circuit.'],
    [a.yoga, 'Yoga', null, 'Postures, respiration et relaxation.'],
    [a.pilates, 'Pilates', null, 'Gainage profond et posture.'],
    [a.gymDouce, 'Gym douce', 'gym-douce', 'Mobilité et équilibre en douceur.'],
    [a.courseAPied, 'Course à pied', 'course-a-pied', 'Sortie collective le long des quais.'],
    [a.aquagym, 'Aquagym', null, 'Renforcement musculaire dans l’eau.'],
    [a.escalade, 'Escalade', 'escalade', 'Bloc et voies en salle.'],
    [a.boxe, 'Boxe', null, 'Boxe éducative en petit groupe.'],
    [a.etirements, 'Étirements', null, 'Mobilité et étirements guidés, au parc.'],
  ]),
  ...clubActivities(12, [
    [a.tennisDeTable, 'Tennis de table', null, 'Jeu libre et exercices.'],
    [a.badminton, 'Badminton', null, 'Double et simple, tous niveaux.'],
  ]),
  ...clubActivities(13, [
    [a.marcheNordique, 'Marche nordique', null, 'Marche avec bâtons au parc.'],
  ]),
  ...clubActivities(14, [[a.voile, 'Voile', 'voile', 'Initiation sur dériveur.']]),
  ...clubActivities(15, [[a.aviron, 'Aviron', null, 'Aviron de loisir sur le lac.']]),
];

const confluenceAll = [
  a.natation,
  a.crossTraining,
  a.yoga,
  a.pilates,
  a.gymDouce,
  a.courseAPied,
  a.escalade,
  a.boxe,
  a.etirements,
];

type OfferSeed = Omit<
  PassOfferRow,
  | 'imageUrl'
  | 'lienpaiement'
  | 'consigne'
  | 'jeton'
  | 'dateFin'
  | 'clubId'
  | 'actif'
  | 'activiteIds'
> &
  Partial<Pick<PassOfferRow, 'clubId' | 'actif' | 'activiteIds' | 'consigne'>> & {
    endsInDays: number;
  };

/**
 * One line per offer: Lyon Confluence's active offers on all its activities (except aquagym) by
 * default; the payment link, the jeton flag and the usual instruction follow from the rest.
 */
const offerRows: OfferSeed[] = [
  {
    offreId: 101,
    offreNom: 'Carnet 10 séances',
    offreDescriptif: 'Dix séances à utiliser sur toutes les activités du club, sauf l’aquagym.',
    nombreJetons: 10,
    prix: 80,
    endsInDays: 240,
  },
  {
    offreId: 103,
    offreNom: 'Séance découverte',
    offreDescriptif: 'Une séance pour essayer l’activité de votre choix.',
    nombreJetons: 1,
    prix: 12,
    endsInDays: 120,
  },
  {
    offreId: 104,
    offreNom: 'Aquagym 5 séances',
    offreDescriptif: 'Cinq séances d’aquagym à la piscine du Rhône.',
    nombreJetons: 5,
    prix: 55,
    endsInDays: 180,
    activiteIds: [a.aquagym],
    consigne: 'Bonnet de bain obligatoire.',
  },
  {
    offreId: 105,
    offreNom: 'Offre de rentrée',
    offreDescriptif: 'Cinq séances à prix réduit, offre terminée.',
    nombreJetons: 5,
    prix: 30,
    endsInDays: -10,
  },
  {
    offreId: 106,
    offreNom: 'Ancienne formule trimestrielle',
    offreDescriptif: 'Formule qui n’est plus proposée.',
    nombreJetons: 12,
    prix: 90,
    endsInDays: 90,
    actif: false,
  },
  {
    offreId: 107,
    offreNom: 'Yoga à volonté',
    offreDescriptif: 'Toutes les séances de yoga, sans limite, pendant trois mois.',
    nombreJetons: -1,
    prix: 95,
    endsInDays: 150,
    activiteIds: [a.yoga],
  },
  {
    offreId: 201,
    clubId: 12,
    offreNom: 'Pass annuel Villeurbanne',
    offreDescriptif: 'Accès illimité aux créneaux de raquettes.',
    nombreJetons: -1,
    prix: 120,
    endsInDays: 300,
    activiteIds: [a.tennisDeTable, a.badminton],
  },
  {
    offreId: 202,
    clubId: 12,
    offreNom: 'Carnet raquettes 5 séances',
    offreDescriptif: 'Cinq séances de tennis de table ou de badminton.',
    nombreJetons: 5,
    prix: 40,
    endsInDays: 200,
    activiteIds: [a.tennisDeTable, a.badminton],
  },
  {
    offreId: 301,
    clubId: 13,
    offreNom: 'Marche nordique à volonté',
    offreDescriptif: 'Toutes les sorties de marche nordique.',
    nombreJetons: -1,
    prix: 60,
    endsInDays: 300,
    activiteIds: [a.marcheNordique],
  },
  {
    offreId: 401,
    clubId: 14,
    offreNom: 'Carnet voile 4 séances',
    offreDescriptif: 'Quatre sorties en dériveur.',
    nombreJetons: 4,
    prix: 100,
    endsInDays: 200,
    activiteIds: [a.voile],
  },
  {
    offreId: 501,
    clubId: 15,
    offreNom: 'Aviron à volonté',
    offreDescriptif: 'Sorties libres encadrées.',
    nombreJetons: -1,
    prix: 150,
    endsInDays: 300,
    activiteIds: [a.aviron],
  },
];

/** Offers end relative to the day the seed is built, so that 'expired' stays expired. */
function offers(today: string): PassOfferRow[] {
  return offerRows.map(({ endsInDays, consigne, ...row }) => ({
    clubId: passClubIds.confluence,
    actif: true,
    activiteIds: confluenceAll,
    ...row,
    dateFin: passDayAfter(today, endsInDays),
    jeton: row.nombreJetons === -1 ? 'N' : 'O',
    // No picture drawn for an offer: the app shows the neutral icon (issue 34).
    imageUrl: null,
    lienpaiement: `https://pass.exemple.fr/paiement/${row.offreId}`,
    consigne: consigne ?? 'Présentez-vous 10 minutes avant le début de la séance.',
  }));
}

type ScheduleLine = [
  id: number,
  clubId: number,
  activiteId: number,
  installationId: number,
  weekdays: number[],
  start: string,
  end: string,
  /** -1: unlimited places. */
  capacity: number,
  /** What sets a schedule apart: full, a coach, a description, a later first month, an offer. */
  special?: Partial<PassScheduleRow>,
];

const weekdays = [1, 2, 3, 4, 5];
const s = passScheduleIds;
const byThomas = { coachId: passAyantDroitIds.thomas, description: 'Séance encadrée par Thomas.' };
const fromTheGym = { description: 'Départ devant le gymnase.' };
const scheduleLines: ScheduleLine[] = [
  [s.natation, 11, a.natation, 1, weekdays, '07:00', '08:00', 12],
  [s.gymDouce, 11, a.gymDouce, 3, [1, 3, 5], '08:15', '09:00', 20],
  [s.crossTraining, 11, a.crossTraining, 2, weekdays, '12:15', '13:00', 10, byThomas],
  [s.yoga, 11, a.yoga, 3, weekdays, '18:00', '19:00', 15],
  [s.pilates, 11, a.pilates, 3, weekdays, '19:15', '20:15', 8],
  [s.boxeFull, 11, a.boxe, 2, [2, 4], '20:30', '21:30', 6, { full: true }],
  [s.courseAPied, 11, a.courseAPied, 2, [6], '09:00', '10:00', -1, fromTheGym],
  [s.aquagym, 11, a.aquagym, 1, [6], '10:30', '11:30', 10, { offreId: 104 }],
  [s.escalade, 11, a.escalade, 2, [6], '14:00', '15:30', 8],
  [s.etirements, 11, a.etirements, 2, [1, 2, 3, 4, 5, 6, 7], '13:00', '13:30', -1],
  [s.yogaSunday, 11, a.yoga, 3, [7], '10:00', '11:00', -1],
  [12001, 12, a.tennisDeTable, 4, [2, 4], '18:00', '19:30', 16],
  [12002, 12, a.badminton, 4, [3], '19:00', '20:30', 12],
  [13001, 13, a.marcheNordique, 5, [6], '09:00', '11:00', -1, { fromMonth: 2 }],
  [s.voileMarseille, 14, a.voile, 6, [3, 6], '14:00', '17:00', 8],
  [15001, 15, a.aviron, 7, [2, 6], '09:00', '11:00', 6],
];

const schedules: PassScheduleRow[] = scheduleLines.map(
  ([id, clubId, activiteId, installationId, days, start, end, capacity, special]) => ({
    full: false,
    fromMonth: 0,
    offreId: -1,
    description: '',
    id,
    clubId,
    activiteId,
    installationId,
    weekdays: days,
    start,
    end,
    capacity,
    coachId: null,
    ...special,
  }),
);

export function seedPassCatalogue(today: string): PassCatalogue {
  return { clubs, installations, activities, offers: offers(today), schedules };
}
