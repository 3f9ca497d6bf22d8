import type { NewsRow } from '../types';

type NewsSeed = [typeId: number, titre: string, resume: string, region: string | null];

/** Newest first; one item every three days or so back from 20 November 2026. */
const newsSeeds: NewsSeed[] = [
  [
    1,
    'Le bassin de Lyon rouvre après travaux',
    'Après trois semaines de rénovation, la piscine du club accueille de nouveau les nageurs avec des vestiaires entièrement refaits.',
    'Auvergne-Rhône-Alpes',
  ],
  [
    2,
    'Téléthon 2026 : les clubs se mobilisent',
    'Du 4 au 6 décembre, nos clubs organisent des relais, des tournois et des ventes de gâteaux au profit de la recherche.',
    null,
  ],
  [
    1,
    'Nouvelle section de padel à Bordeaux',
    'Deux terrains couverts ont été inaugurés ce week-end ; les premières séances découverte sont gratuites pour les adhérents.',
    'Nouvelle-Aquitaine',
  ],
  [
    3,
    'Assemblée générale fédérale : les résolutions adoptées',
    'Les délégués ont voté le budget 2027 et la création d’un fonds d’aide à l’équipement des petits clubs.',
    null,
  ],
  [
    1,
    'Judo : trois médailles pour nos jeunes à Villeurbanne',
    'Les poussins de l’AMSF Lyon sont montés sur le podium du tournoi régional, une belle récompense pour leurs entraîneurs.',
    'Auvergne-Rhône-Alpes',
  ],
  [
    2,
    'Randonnée d’automne dans les Pyrénées',
    'La section de Toulouse propose une sortie à la journée le 29 novembre, ouverte aux marcheurs confirmés comme aux débutants.',
    'Occitanie',
  ],
  [
    1,
    'Le sport santé arrive à Nantes',
    'Des créneaux de gymnastique douce encadrés par des éducateurs diplômés sont proposés aux seniors le mardi et le jeudi.',
    'Pays de la Loire',
  ],
  [
    3,
    'Licence Premium : de nouveaux avantages',
    'Les titulaires de la licence Premium bénéficient désormais de réductions chez nos partenaires voyages et billetterie.',
    null,
  ],
  [
    1,
    'Escalade : un mur flambant neuf à Grenoble',
    'Le nouveau mur de quinze mètres permet d’accueillir les grimpeurs de tous niveaux, avec des voies renouvelées chaque mois.',
    'Auvergne-Rhône-Alpes',
  ],
  [
    2,
    'Course des Lumières : inscriptions ouvertes',
    'La course nocturne du 8 décembre à Lyon compte déjà plus de trois cents inscrits ; pensez à réserver votre dossard.',
    'Auvergne-Rhône-Alpes',
  ],
  [
    1,
    'Bénévoles : la fédération vous dit merci',
    'Plus de deux mille bénévoles font vivre nos clubs chaque semaine ; une soirée leur sera dédiée dans chaque région.',
    null,
  ],
  [
    1,
    'Voile : fin de saison réussie à Marseille',
    'Les régates d’automne se sont déroulées sous un grand soleil et ont réuni quarante équipages venus de tout le littoral.',
    "Provence-Alpes-Côte d'Azur",
  ],
  [
    3,
    'Certificat médical : ce qui change cette saison',
    'Pour les adultes, le questionnaire de santé remplace le certificat lors du renouvellement, sauf pour certaines disciplines.',
    null,
  ],
  [
    1,
    'Handball : Strasbourg recrute des arbitres',
    'Le club cherche des volontaires à partir de seize ans pour arbitrer les rencontres des jeunes ; une formation est offerte.',
    'Grand Est',
  ],
  [
    2,
    'Forum des associations : merci de votre visite',
    'Nos stands ont accueilli de nombreuses familles ; les inscriptions restent possibles en ligne jusqu’à fin novembre.',
    null,
  ],
  [
    1,
    'Badminton : un créneau parents-enfants à Rennes',
    'Le samedi matin, parents et enfants peuvent désormais jouer ensemble sur les terrains du gymnase Colombier.',
    'Bretagne',
  ],
  [
    1,
    'Natation : reprise des cours d’aquagym',
    'Les séances d’aquagym ont repris le lundi et le mercredi soir ; il reste quelques places dans le groupe du mercredi.',
    'Auvergne-Rhône-Alpes',
  ],
  [
    3,
    'Paiement en plusieurs fois : mode d’emploi',
    'Votre cotisation peut être réglée en trois échéances sans frais ; le calendrier est visible dans Mes inscriptions.',
    null,
  ],
  [
    1,
    'Cyclisme : sortie découverte autour de Dijon',
    'Une boucle de quarante kilomètres à travers les vignobles a réuni une trentaine de cyclistes le week-end dernier.',
    'Bourgogne-Franche-Comté',
  ],
  [
    2,
    'Journée portes ouvertes à Lille',
    'Le club a ouvert ses portes le 20 septembre : boxe, basket et natation ont attiré près de deux cents curieux.',
    'Hauts-de-France',
  ],
  [
    1,
    'Plongée : baptêmes en mer à Nice',
    'Les moniteurs du club ont fait découvrir les fonds marins à plus de cinquante débutants durant l’été.',
    "Provence-Alpes-Côte d'Azur",
  ],
  [
    1,
    'Rentrée sportive : la saison 2026/2027 est lancée',
    'Les inscriptions sont ouvertes dans tous les clubs ; retrouvez les activités près de chez vous sur la carte du portail.',
    null,
  ],
  [
    3,
    'Honorabilité des encadrants : rappel',
    'Les éducateurs et dirigeants doivent compléter leur attestation d’honorabilité avant le début des entraînements.',
    null,
  ],
  [
    1,
    'Volley-ball : Montpellier en finale régionale',
    'L’équipe féminine du club s’est qualifiée pour la finale régionale après une saison sans défaite.',
    'Occitanie',
  ],
  [
    2,
    'Fête du sport en famille à Toulouse',
    'Ateliers, démonstrations et goûter partagé : la fête de rentrée a réuni plus de quatre cents personnes.',
    'Occitanie',
  ],
];

const firstDay = Date.UTC(2026, 10, 20, 9, 30);
const dayMs = 24 * 60 * 60 * 1000;

export function seedNews(): NewsRow[] {
  return newsSeeds.map(([typeId, titre, resume, region], index) => ({
    id: newsSeeds.length - index,
    organizationId: 1,
    typeId,
    titre,
    resume,
    // Every fourth item has no picture, so the list shows both layouts.
    image: index % 4 === 3 ? null : `/mock-media/news/${(index % 5) + 1}.svg`,
    region,
    updatedAt: new Date(firstDay - index * 3 * dayMs - (index % 3) * 3600 * 1000).toISOString(),
  }));
}
