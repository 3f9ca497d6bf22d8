import type { ActivitySpec } from './catalogue-spec';
import {
  activityTypes,
  dated,
  directSale,
  reviewedSale,
  weekly,
  yearlyFee,
} from './catalogue-spec';
import { licenceLevelIds } from './reference';

/**
 * Club 1, AMSF Lyon, holds every case a journey needs (the table 'Demo data for journeys' in
 * docs/api.md lists them with their ids). Activity ids are 101, 102…; category ids
 * activity × 10 + rank; price ids category × 10 + rank.
 */

const { premium, access, event } = licenceLevelIds;
const { stage, event: eventType } = activityTypes;

const nautique = {
  street: '8 quai Claude Bernard',
  continued: 'Centre nautique Tony Bertrand',
  zipCode: '69007',
  city: 'Lyon',
};
const dojo = {
  street: '30 rue Paul Bert',
  continued: 'Dojo Paul Bert',
  zipCode: '69003',
  city: 'Lyon',
};
const gymnase = {
  street: '56 rue Bellecombe',
  continued: 'Gymnase Bellecombe',
  zipCode: '69006',
  city: 'Lyon',
};
const parc = {
  street: 'Boulevard des Belges',
  continued: "Parc de la Tête d'Or, porte des Enfants du Rhône",
  zipCode: '69006',
  city: 'Lyon',
};

const adults = { minAge: 18, maxAge: 0 } as const;
const youth = { minAge: 6, maxAge: 17, marge: 3 } as const;

export const lyonSettlement = [
  "<h2>Règlement intérieur de l'AMSF Lyon</h2>",
  '<ol>',
  "<li>L'adhésion est valable pour la saison sportive, du 1<sup>er</sup> septembre au 30 juin.</li>",
  '<li>Les adhérents respectent les horaires, les encadrants et le matériel mis à disposition.</li>',
  "<li>Les mineurs sont accompagnés jusqu'à la prise en charge par l'encadrant.</li>",
  "<li>Toute séance manquée n'est ni remboursée ni reportée, sauf annulation par le club.</li>",
  '<li>Le club décline toute responsabilité en cas de perte ou de vol dans les vestiaires.</li>',
  '</ol>',
  '<p>Le bureau peut exclure un adhérent dont le comportement nuit au bon déroulement des activités.</p>',
].join('');

export const lyonActivities: ActivitySpec[] = [
  // 101
  {
    title: 'Natation',
    federalActivityId: 1,
    address: nautique,
    position: { latitude: 45.7508, longitude: 4.8427 },
    description:
      "Nage libre encadrée et perfectionnement technique dans le bassin de 50 mètres du centre nautique. Les créneaux du mardi se réservent une semaine à l'avance.",
    website: 'https://lyon.amsf.example.fr/natation',
    categories: [
      {
        rank: 1,
        title: 'Adultes',
        ...adults,
        maxRegistration: 80,
        soldPlaces: 52,
        ...reviewedSale,
        infoDemand: true,
        licenseLevelId: premium,
        paymentSplit: 1,
        prices: [
          { title: 'Tarif plein', amount: 210 },
          { title: "Tarif réduit (étudiants, demandeurs d'emploi)", amount: 170 },
        ],
        slots: [
          weekly(2, '19:00', '20:00', {
            places: 20,
            bookingDays: 7,
            description: 'Bassin olympique, lignes 1 à 3',
          }),
          weekly(4, '12:15', '13:15', { places: 12, description: 'Bassin olympique, ligne 4' }),
        ],
      },
      {
        rank: 2,
        title: 'Jeunes (6-17 ans)',
        ...youth,
        ...directSale,
        licenseLevelId: premium,
        paymentSplit: 1,
        prices: yearlyFee(150),
        slots: [
          weekly(3, '14:00', '15:00', { description: 'Petit bassin' }),
          weekly(6, '10:00', '11:00', { description: 'Petit bassin' }),
        ],
      },
    ],
  },
  // 102
  {
    title: 'Yoga',
    federalActivityId: 2,
    description:
      'Hatha yoga tout niveau : postures, respiration et relaxation finale. Tapis fournis, venir en tenue souple.',
    categories: [
      {
        rank: 1,
        title: 'Adultes',
        ...adults,
        ...directSale,
        licenseLevelId: premium,
        paymentSplit: 3,
        prices: yearlyFee(240),
        previousPrice: { title: 'Cotisation annuelle', amount: 230 },
        slots: [
          weekly(1, '18:30', '19:45', { places: 18 }),
          weekly(5, '09:30', '10:45', { places: 18 }),
        ],
      },
    ],
  },
  // 103
  {
    title: 'Judo',
    federalActivityId: 3,
    address: dojo,
    position: { latitude: 45.7595, longitude: 4.85 },
    categories: [
      {
        rank: 1,
        title: 'Adultes',
        ...adults,
        ...reviewedSale,
        forSale: false,
        licenseLevelId: premium,
        prices: yearlyFee(180),
        slots: [weekly(2, '20:00', '21:30'), weekly(4, '20:00', '21:30')],
      },
      {
        rank: 2,
        title: 'Jeunes (6-17 ans)',
        ...youth,
        ...reviewedSale,
        licenseLevelId: access,
        paymentSplit: 3,
        prices: yearlyFee(135),
        slots: [weekly(3, '17:00', '18:00'), weekly(6, '09:30', '10:30')],
      },
    ],
  },
  // 104
  {
    title: 'Aquagym',
    federalActivityId: 4,
    address: nautique,
    position: { latitude: 45.7508, longitude: 4.8427 },
    categories: [
      {
        rank: 1,
        title: 'Adultes',
        ...adults,
        ...reviewedSale,
        licenseLevelId: premium,
        paymentSplit: 3,
        prices: yearlyFee(195),
        slots: [weekly(1, '12:15', '13:00', { places: 25 })],
      },
    ],
  },
  // 105: no picture, so the app's fallback shows
  {
    title: 'Pilates',
    federalActivityId: 5,
    image: false,
    categories: [
      {
        rank: 1,
        title: 'Adultes',
        ...adults,
        ...reviewedSale,
        licenseLevelId: premium,
        prices: yearlyFee(220),
        slots: [weekly(3, '19:00', '20:00', { places: 14 })],
      },
    ],
  },
  // 106
  {
    title: 'Tennis de table',
    federalActivityId: 6,
    address: gymnase,
    position: { latitude: 45.766, longitude: 4.8605 },
    categories: [
      {
        rank: 1,
        title: 'Adultes',
        ...adults,
        ...reviewedSale,
        licenseLevelId: access,
        prices: yearlyFee(125),
        slots: [weekly(1, '20:00', '22:00'), weekly(4, '20:00', '22:00')],
      },
      {
        rank: 2,
        title: 'Jeunes (6-17 ans)',
        ...youth,
        ...reviewedSale,
        licenseLevelId: access,
        prices: yearlyFee(95),
        slots: [weekly(3, '16:00', '17:30')],
      },
    ],
  },
  // 107: on pre-sale for next season
  {
    title: 'Cross training',
    federalActivityId: 7,
    description:
      "Circuits d'entraînement fonctionnel en petits groupes. Les inscriptions pour la saison 2027/2028 sont déjà ouvertes.",
    categories: [
      {
        rank: 1,
        title: 'Adultes',
        ...adults,
        ...reviewedSale,
        licenseLevelId: premium,
        paymentSplit: 3,
        prices: yearlyFee(250),
        nextPrices: [
          { title: 'Cotisation annuelle 2027/2028', amount: 260 },
          { title: 'Tarif fidélité 2027/2028', amount: 235, default: false },
        ],
        slots: [weekly(2, '07:00', '08:00', { places: 15 }), weekly(6, '09:00', '10:00')],
      },
    ],
  },
  // 108
  {
    title: 'Basket-ball',
    federalActivityId: 8,
    address: gymnase,
    position: { latitude: 45.766, longitude: 4.8605 },
    categories: [
      {
        rank: 1,
        title: 'Adultes',
        ...adults,
        ...reviewedSale,
        licenseLevelId: premium,
        prices: yearlyFee(185),
        slots: [weekly(5, '20:00', '22:00')],
      },
      {
        rank: 2,
        title: 'Jeunes (6-17 ans)',
        ...youth,
        ...reviewedSale,
        licenseLevelId: premium,
        prices: yearlyFee(140),
        slots: [weekly(3, '14:00', '16:00')],
      },
    ],
  },
  // 109: an event with a free and a paid category (offline registration)
  {
    title: 'Course des Lumières',
    federalActivityId: 18,
    type: eventType,
    address: parc,
    position: { latitude: 45.7772, longitude: 4.852 },
    description:
      "Course nocturne à travers le parc de la Tête d'Or pendant la fête des Lumières. Lampe frontale conseillée.",
    categories: [
      {
        rank: 1,
        title: 'Parcours découverte 5 km (gratuit)',
        minAge: 8,
        maxAge: 0,
        maxRegistration: 300,
        soldPlaces: 121,
        ...directSale,
        licenseLevelId: event,
        prices: [{ title: 'Inscription', amount: 0 }],
        slots: [
          dated([2], '2026-12-08', '2026-12-08', '19:00', '20:00', {
            description: 'Départ porte des Enfants du Rhône',
          }),
        ],
      },
      {
        rank: 2,
        title: 'Course 10 km chronométrée',
        minAge: 16,
        maxAge: 0,
        maxRegistration: 500,
        soldPlaces: 348,
        ...directSale,
        licenseLevelId: event,
        prices: [{ title: 'Inscription', amount: 12 }],
        slots: [
          dated([2], '2026-12-08', '2026-12-08', '20:15', '21:30', {
            description: 'Départ porte des Enfants du Rhône',
          }),
        ],
      },
    ],
  },
  // 110: a full category beside one with a single place left
  {
    title: 'Badminton',
    federalActivityId: 14,
    address: gymnase,
    position: { latitude: 45.766, longitude: 4.8605 },
    categories: [
      {
        rank: 1,
        title: 'Compétition',
        ...adults,
        maxRegistration: 24,
        soldPlaces: 24,
        ...reviewedSale,
        licenseLevelId: premium,
        prices: yearlyFee(160),
        slots: [weekly(2, '20:00', '22:00', { places: 24 })],
      },
      {
        rank: 2,
        title: 'Loisirs',
        ...adults,
        maxRegistration: 30,
        soldPlaces: 29,
        ...directSale,
        licenseLevelId: premium,
        prices: yearlyFee(130),
        slots: [weekly(4, '18:00', '20:00')],
      },
    ],
  },
  // 111: no category at all
  {
    title: 'Marche nordique',
    federalActivityId: 28,
    address: parc,
    position: { latitude: 45.7772, longitude: 4.852 },
    categories: [],
  },
  // 112: not published on the member portal
  {
    title: 'Escalade',
    federalActivityId: 17,
    published: false,
    categories: [
      {
        rank: 1,
        title: 'Adultes',
        ...adults,
        ...reviewedSale,
        licenseLevelId: premium,
        prices: yearlyFee(230),
        slots: [weekly(3, '19:00', '21:00')],
      },
    ],
  },
  // 113: free, no validation
  {
    title: 'Zumba solidaire',
    federalActivityId: 31,
    description:
      'Séances offertes par le club aux habitants du quartier, licence comprise. Inscription obligatoire pour la gestion des places.',
    categories: [
      {
        rank: 1,
        title: 'Adultes',
        ...adults,
        ...directSale,
        licenseLevelId: premium,
        prices: [{ title: 'Gratuit', amount: 0 }],
        slots: [weekly(6, '11:00', '12:00', { places: 40 })],
      },
    ],
  },
  // 114: a holiday stage (type 2: the licence price is hidden)
  {
    title: "Stage multisport des vacances d'hiver",
    federalActivityId: 32,
    type: stage,
    address: gymnase,
    position: { latitude: 45.766, longitude: 4.8605 },
    description:
      "Une semaine de découverte sportive pendant les vacances d'hiver : sports collectifs, escalade et jeux d'opposition. Repas tiré du sac.",
    categories: [
      {
        rank: 1,
        title: 'Enfants (6-12 ans)',
        minAge: 6,
        maxAge: 12,
        marge: 6,
        maxRegistration: 16,
        soldPlaces: 9,
        ...directSale,
        licenseLevelId: premium,
        prices: [{ title: 'Semaine complète', amount: 95 }],
        slots: [
          dated([1, 2, 3, 4, 5], '2027-02-15', '2027-02-19', '09:00', '17:00', { places: 16 }),
        ],
      },
    ],
  },
  // 115: a category that requires the access licence (level 2), and an age-limited one
  {
    title: 'Gym douce',
    federalActivityId: 30,
    categories: [
      {
        rank: 1,
        title: 'Adultes',
        ...adults,
        ...directSale,
        licenseLevelId: access,
        prices: yearlyFee(140),
        slots: [weekly(2, '10:00', '11:00')],
      },
      {
        rank: 2,
        title: 'Seniors (60 ans et plus)',
        minAge: 60,
        maxAge: 0,
        marge: 6,
        ...reviewedSale,
        licenseLevelId: access,
        prices: yearlyFee(110),
        slots: [weekly(4, '10:00', '11:00')],
      },
    ],
  },
  // 116: up to ten instalments
  {
    title: 'Tennis',
    federalActivityId: 15,
    categories: [
      {
        rank: 1,
        title: 'Adultes',
        ...adults,
        ...directSale,
        licenseLevelId: premium,
        paymentSplit: 10,
        prices: yearlyFee(320),
        slots: [weekly(6, '14:00', '16:00', { places: 8, bookingDays: 14 })],
      },
    ],
  },
];
