import { describe, expect, it } from 'vitest';
import { detailsLines, detailsStepView } from '@/features/enrolment/rules/details-confirmation';

describe("'Mes informations' after a renewal", () => {
  it.each([
    [true, true, false, 'confirm'],
    [true, true, true, 'form'],
    [true, false, false, 'form'],
    [false, true, false, 'form'],
    [false, false, false, 'form'],
  ] as const)(
    'checked by the renewal %s, valid %s, editing %s: %s',
    (checkedByRenewal, valid, editing, view) => {
      expect(detailsStepView({ checkedByRenewal, valid, editing })).toBe(view);
    },
  );

  it.each([
    ['', '1985-03-12', 'F', '-', '12/03/1985', 'Femme'],
    ['Bâtiment B', '1985-03-12', 'M', 'Bâtiment B', '12/03/1985', 'Homme'],
    ['', '12/03/19', null, '-', '12/03/19', '-'],
  ] as const)(
    'lists the details as the summary does (continuation %j)',
    (addressContinued, birthday, gender, continued, date, sex) => {
      const lines = detailsLines({
        firstname: 'Claire',
        lastname: 'Martin',
        birthday,
        gender,
        email: 'claire.martin@exemple.fr',
        address: '12 rue de la République',
        addressContinued,
        city: 'Lyon',
        postalCode: '69002',
      });
      expect(lines.map((line) => [line.term, line.value])).toEqual([
        ['Prénom', 'Claire'],
        ['Nom', 'Martin'],
        ['Date de naissance', date],
        ['Sexe', sex],
        ['Email', 'claire.martin@exemple.fr'],
        ['Adresse', '12 rue de la République'],
        ["Complément d'adresse", continued],
        ['Code postal', '69002'],
        ['Ville', 'Lyon'],
      ]);
    },
  );
});
