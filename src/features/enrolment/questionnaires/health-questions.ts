/**
 * The two health questionnaires (docs/spec/enrolment.md section 2 'Health questionnaires'), in one
 * place. Adults: questionnaire de santé « QS-SPORT » (Cerfa 15699*01). Minors: the questionnaire on
 * the health of a minor athlete of the Code du sport (annexe II-23), in the spec's 23 questions:
 * its two breathing questions (during and after an effort) are asked as one.
 */

export type HealthQuestion = { id: string; text: string };
export type QuestionGroup = { id: string; title: string; questions: HealthQuestion[] };
export type Questionnaire = {
  kind: 'adult' | 'minor';
  title: string;
  introduction: string[];
  warning: string | null;
  groups: QuestionGroup[];
  /** What the member attests when every answer is NO. */
  attestation: string;
  ifAnyYes: string;
};

export const adultQuestionnaire: Questionnaire = {
  kind: 'adult',
  title: 'Questionnaire de santé « QS-SPORT »',
  introduction: [
    'Ce questionnaire de santé permet de savoir si vous devez fournir un certificat médical pour renouveler votre licence sportive.',
    'Répondez aux questions suivantes par OUI ou par NON. Vos réponses restent sur cet appareil : elles ne sont envoyées ni au club ni à la fédération.',
  ],
  warning: null,
  groups: [
    {
      id: 'last-12-months',
      title: 'Durant les 12 derniers mois',
      questions: [
        {
          id: 'adult-1',
          text: 'Un membre de votre famille est-il décédé subitement d’une cause cardiaque ou inexpliquée ?',
        },
        {
          id: 'adult-2',
          text: 'Avez-vous ressenti une douleur dans la poitrine, des palpitations, un essoufflement inhabituel ou un malaise ?',
        },
        { id: 'adult-3', text: 'Avez-vous eu un épisode de respiration sifflante (asthme) ?' },
        { id: 'adult-4', text: 'Avez-vous eu une perte de connaissance ?' },
        {
          id: 'adult-5',
          text: 'Si vous avez arrêté le sport pendant 30 jours ou plus pour des raisons de santé, avez-vous repris sans l’accord d’un médecin ?',
        },
        {
          id: 'adult-6',
          text: 'Avez-vous débuté un traitement médical de longue durée (hors contraception et désensibilisation aux allergies) ?',
        },
      ],
    },
    {
      id: 'today',
      title: 'À ce jour',
      questions: [
        {
          id: 'adult-7',
          text: 'Ressentez-vous une douleur, un manque de force ou une raideur suite à un problème osseux, articulaire ou musculaire (fracture, entorse, luxation, déchirure, tendinite, etc.) survenu durant les 12 derniers mois ?',
        },
        {
          id: 'adult-8',
          text: 'Votre pratique sportive est-elle interrompue pour des raisons de santé ?',
        },
        {
          id: 'adult-9',
          text: 'Pensez-vous avoir besoin d’un avis médical pour poursuivre votre pratique sportive ?',
        },
      ],
    },
  ],
  attestation:
    'J’atteste avoir répondu NON à toutes les questions, que mes réponses sont exactes, et je demande le « Renouvellement questionnaire de santé ».',
  ifAnyYes:
    'Vous avez répondu OUI à au moins une question : un certificat médical est à fournir. Consultez un médecin et présentez-lui ce questionnaire renseigné.',
};

export const minorQuestionnaire: Questionnaire = {
  kind: 'minor',
  title: 'Questionnaire relatif à l’état de santé du sportif mineur',
  introduction: [
    'Faire du sport : c’est recommandé pour tous. Ce questionnaire n’est pas un contrôle. Tu réponds par OUI ou par NON, il n’y a pas de bonnes ou de mauvaises réponses.',
    'Tu peux regarder ton carnet de santé et demander à tes parents de t’aider. Les réponses restent sur cet appareil : elles ne sont envoyées ni au club ni à la fédération.',
  ],
  warning:
    'Avertissement à destination des parents ou de la personne ayant l’autorité parentale : il est préférable que ce questionnaire soit complété par votre enfant, c’est à vous d’estimer à quel âge il est capable de le faire. Il est de votre responsabilité de vous assurer que le questionnaire est correctement complété et de suivre les instructions en fonction des réponses données.',
  groups: [
    {
      id: 'since-last-year',
      title: 'Depuis l’année dernière',
      questions: [
        {
          id: 'minor-1',
          text: 'Es-tu allé(e) à l’hôpital pendant toute une journée ou plusieurs jours ?',
        },
        { id: 'minor-2', text: 'As-tu été opéré(e) ?' },
        { id: 'minor-3', text: 'As-tu beaucoup plus grandi que les autres années ?' },
        { id: 'minor-4', text: 'As-tu beaucoup maigri ou grossi ?' },
        { id: 'minor-5', text: 'As-tu eu la tête qui tourne pendant un effort ?' },
        {
          id: 'minor-6',
          text: 'As-tu perdu connaissance ou es-tu tombé(e) sans te souvenir de ce qui s’était passé ?',
        },
        {
          id: 'minor-7',
          text: 'As-tu reçu un ou plusieurs chocs violents qui t’ont obligé(e) à interrompre un moment une séance de sport ?',
        },
        {
          id: 'minor-8',
          text: 'As-tu eu beaucoup de mal à respirer pendant ou après un effort, par rapport à d’habitude ?',
        },
        {
          id: 'minor-9',
          text: 'As-tu eu mal dans la poitrine ou des palpitations (le cœur qui bat très vite) ?',
        },
        {
          id: 'minor-10',
          text: 'As-tu commencé à prendre un nouveau médicament tous les jours et pour longtemps ?',
        },
        {
          id: 'minor-11',
          text: 'As-tu arrêté le sport à cause d’un problème de santé pendant un mois ou plus ?',
        },
      ],
    },
    {
      id: 'more-than-two-weeks',
      title: 'Depuis un certain temps (plus de 2 semaines)',
      questions: [
        { id: 'minor-12', text: 'Te sens-tu très fatigué(e) ?' },
        {
          id: 'minor-13',
          text: 'As-tu du mal à t’endormir ou te réveilles-tu souvent dans la nuit ?',
        },
        { id: 'minor-14', text: 'Sens-tu que tu as moins faim ? que tu manges moins ?' },
        { id: 'minor-15', text: 'Te sens-tu triste ou inquiet(ète) ?' },
        { id: 'minor-16', text: 'Pleures-tu plus souvent ?' },
        {
          id: 'minor-17',
          text: 'Ressens-tu une douleur ou un manque de force à cause d’une blessure que tu t’es faite cette année ?',
        },
      ],
    },
    {
      id: 'today',
      title: 'Aujourd’hui',
      questions: [
        {
          id: 'minor-18',
          text: 'Penses-tu quelquefois à arrêter de faire du sport ou à changer de sport ?',
        },
        {
          id: 'minor-19',
          text: 'Penses-tu avoir besoin de voir ton médecin pour continuer le sport ?',
        },
        {
          id: 'minor-20',
          text: 'Souhaites-tu signaler quelque chose de plus concernant ta santé ?',
        },
      ],
    },
    {
      id: 'parents',
      title: 'Questions à faire remplir par les parents',
      questions: [
        {
          id: 'minor-21',
          text: 'Quelqu’un dans votre famille proche a-t-il eu une maladie grave du cœur ou du cerveau, ou est-il décédé subitement avant l’âge de 50 ans ?',
        },
        {
          id: 'minor-22',
          text: 'Êtes-vous inquiet pour son poids ? Trouvez-vous qu’il se nourrit trop ou pas assez ?',
        },
        {
          id: 'minor-23',
          text: 'Avez-vous manqué l’examen de santé prévu à l’âge de votre enfant chez le médecin ? (Cet examen médical est prévu à l’âge de 2 ans, 3 ans, 4 ans, 5 ans, entre 8 et 9 ans, entre 11 et 13 ans et entre 15 et 16 ans.)',
        },
      ],
    },
  ],
  attestation:
    'En tant que représentant légal, j’atteste que toutes les réponses sont NON et exactes, et je demande le « Renouvellement questionnaire de santé ».',
  ifAnyYes:
    'Au moins une réponse est OUI : un certificat médical attestant l’absence de contre-indication à la pratique sportive est à fournir. Consultez un médecin et présentez-lui ce questionnaire renseigné.',
};

export function questionnaireFor(adult: boolean): Questionnaire {
  return adult ? adultQuestionnaire : minorQuestionnaire;
}

export function questionIds(questionnaire: Questionnaire): string[] {
  return questionnaire.groups.flatMap((group) => group.questions.map((question) => question.id));
}
