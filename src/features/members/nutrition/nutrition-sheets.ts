/** The nutrition sheets (designed content: the spec names 'fiches nutrition' only). */
export type NutritionSheet = {
  id: string;
  title: string;
  intro: string;
  tips: string[];
};

export const nutritionSheets: NutritionSheet[] = [
  {
    id: 'avant-effort',
    title: "Avant l'effort",
    intro:
      "Le dernier repas se prend 3 heures avant une séance intense, ou une collation légère 1 heure avant : l'estomac doit être vide quand l'effort commence.",
    tips: [
      'Privilégiez les féculents (pâtes, riz, pain, semoule) qui remplissent les réserves de glycogène.',
      'Limitez les graisses et les fibres en grande quantité, plus longues à digérer.',
      "Une banane, une compote ou une tranche de pain d'épices font une bonne collation d'attente.",
      "Ne testez jamais un aliment nouveau le jour d'une compétition.",
    ],
  },
  {
    id: 'pendant-effort',
    title: "Pendant l'effort",
    intro:
      "Au-delà d'une heure d'effort, l'apport d'eau et de sucres aide à garder le rythme et la lucidité.",
    tips: [
      "Buvez par petites gorgées toutes les 15 à 20 minutes, sans attendre d'avoir soif.",
      "Pour un effort de plus d'une heure, une boisson légèrement sucrée (20 à 40 g de sucre par litre) convient.",
      'Pour les efforts longs (randonnée, trail, vélo), emportez fruits secs ou barres de céréales.',
    ],
  },
  {
    id: 'recuperation',
    title: 'Après l’effort : la récupération',
    intro:
      'Les 30 minutes qui suivent la séance sont les plus utiles pour reconstituer les réserves et réparer les muscles.',
    tips: [
      "Réhydratez-vous d'abord : une eau riche en bicarbonates aide à compenser l'acidité produite par l'effort.",
      'Associez des glucides et des protéines : un yaourt et un fruit, un verre de lait et une tartine.',
      'Au repas suivant, une portion de viande, de poisson, d’œufs ou de légumineuses complète la récupération.',
    ],
  },
  {
    id: 'hydratation',
    title: 'Hydratation au quotidien',
    intro: "Une perte d'eau de 2 % du poids du corps suffit à réduire nettement les performances.",
    tips: [
      "Buvez 1,5 litre d'eau par jour, davantage les jours d'entraînement et quand il fait chaud.",
      'Des urines claires sont un bon signe ; foncées, elles indiquent un manque d’eau.',
      "Les sodas et boissons « énergisantes » ne remplacent pas l'eau : ils sont très sucrés et parfois riches en caféine.",
    ],
  },
  {
    id: 'petit-dejeuner',
    title: 'Le petit-déjeuner du sportif',
    intro:
      'Premier repas de la journée, il couvre un quart des besoins et prépare les entraînements du matin.',
    tips: [
      'Un produit céréalier (pain complet, flocons d’avoine) pour l’énergie.',
      'Un produit laitier (lait, yaourt, fromage blanc) pour le calcium et les protéines.',
      'Un fruit frais ou un jus pressé pour les vitamines.',
      'Une boisson (eau, thé, café, chocolat) pour commencer à s’hydrater.',
    ],
  },
  {
    id: 'jeunes-sportifs',
    title: 'Enfants et adolescents sportifs',
    intro:
      'Ils grandissent en même temps qu’ils s’entraînent : leurs besoins sont élevés et réguliers.',
    tips: [
      'Quatre repas par jour, goûter compris : il ne se saute pas les jours d’entraînement.',
      'Le calcium (produits laitiers) et le fer (viande, poisson, légumineuses) sont essentiels à la croissance.',
      'Une gourde d’eau dans le sac de sport, à chaque séance.',
      'Pas de compléments alimentaires sans avis médical.',
    ],
  },
];
