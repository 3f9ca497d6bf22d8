import type { OfferRow } from '../types';

export function seedOffers(): OfferRow[] {
  return [
    {
      id: 1,
      titre: 'Place de cinéma',
      description:
        'Une place valable tous les jours dans plus de 400 salles partenaires, y compris en 3D.',
      imageUrl: '/mock-media/offers/1.svg',
      url: 'https://club-premium.example.fr/offres/cinema',
      initialPrice: 12.5,
      finalPrice: 7.9,
      best: true,
    },
    {
      id: 2,
      titre: 'Week-end en bord de mer',
      description:
        'Deux nuits pour deux personnes en résidence de vacances sur la côte atlantique, petit-déjeuner compris.',
      imageUrl: '/mock-media/offers/2.svg',
      url: 'https://club-premium.example.fr/offres/week-end-ocean',
      initialPrice: 249,
      finalPrice: 189,
      best: true,
    },
    {
      id: 3,
      titre: "Bon d'achat magasin de sport",
      description:
        "Un bon de 50 € à dépenser en magasin ou en ligne sur tout l'équipement sportif et textile.",
      imageUrl: '/mock-media/offers/3.svg',
      url: 'https://club-premium.example.fr/offres/bon-sport',
      initialPrice: 50,
      finalPrice: 40,
      best: true,
    },
    {
      id: 4,
      titre: 'Entrée au parc aquatique',
      description:
        'Une journée de glisse et de détente pour toute la famille, toboggans et espace bien-être inclus.',
      imageUrl: '/mock-media/offers/4.svg',
      url: 'https://club-premium.example.fr/offres/parc-aquatique',
      initialPrice: 28,
      finalPrice: 19.5,
      best: true,
    },
    {
      id: 5,
      titre: 'Abonnement presse sportive',
      description: 'Six mois de magazine sportif livré chez vous chaque mois.',
      // No picture of its own (issue 34: never another offer's): the card shows the neutral icon.
      imageUrl: null,
      url: 'https://club-premium.example.fr/offres/presse',
      initialPrice: 36,
      finalPrice: 24,
      best: false,
    },
  ];
}
