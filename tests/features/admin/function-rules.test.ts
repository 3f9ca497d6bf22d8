import { describe, expect, it } from 'vitest';
import {
  defaultFunctionsFilter,
  editConfirmationText,
  filterRoleChoices,
  functionFormErrors,
  functionMessages,
  functionPayload,
  functionReasons,
  functionRoleChoices,
  functionRows,
  functionValuesOf,
  needsEditConfirmation,
} from '@/features/admin/functions/rules/function-rules';

const role = (
  id: number,
  description: string,
  functions: { id: number; title: string }[] = [],
) => ({
  id,
  description,
  enabled: id !== 7,
  functions,
});
const config = {
  roles: [
    role(1, 'Super administrateur', [{ id: 1, title: 'Administrateur de la plateforme' }]),
    role(2, 'Administrateur fédéral', [
      { id: 2, title: 'Directeur' },
      { id: 3, title: 'chargé de mission' },
      { id: 4, title: 'Juriste' },
    ]),
    role(3, 'Administrateur régional', [{ id: 13, title: 'Secrétaire' }]),
    role(5, 'Administrateur de club', [
      { id: 17, title: 'Président' },
      { id: 13, title: 'Secrétaire' },
    ]),
    role(7, 'Administrateur de catégorie'),
  ],
  services: [
    {
      id: 1,
      title: 'Service vie fédérale',
      functions: [
        { id: 2, title: 'Directeur' },
        { id: 3, title: 'chargé de mission' },
      ],
    },
    { id: 4, title: 'Service juridique', functions: [{ id: 4, title: 'Juriste' }] },
  ],
};

describe('the functions list (administration.md 2.1, 5.3, 6, 9)', () => {
  it('opens on federation admin and service 1', () =>
    expect(defaultFunctionsFilter).toEqual({ role: 2, service: 1 }));

  it('offers every level but super admin', () =>
    expect(filterRoleChoices(config.roles).map((item) => item.id)).toEqual([2, 3, 5, 7]));

  it.each([
    [{ role: 2, service: 1 }, ['chargé de mission', 'Directeur'], 'Service vie fédérale'],
    [{ role: 2, service: 4 }, ['Juriste'], 'Service juridique'],
    [{ role: 2, service: 9 }, [], ''],
    [{ role: 5, service: 1 }, ['Président', 'Secrétaire'], 'Administrateur de club'],
    [{ role: 7, service: 1 }, [], ''],
  ])('filter %j lists %j', (filter, titles, scope) => {
    const rows = functionRows(config, filter);
    expect(rows.map((row) => row.title)).toEqual(titles);
    rows.forEach((row) => expect(row.scope).toBe(scope));
  });

  it('reads a function back with all its levels and services', () => {
    expect(functionValuesOf(config, 13)).toEqual({
      title: 'Secrétaire',
      roleIds: [3, 5],
      serviceIds: [],
    });
    expect(functionValuesOf(config, 2)).toEqual({
      title: 'Directeur',
      roleIds: [2],
      serviceIds: [1],
    });
    expect(functionValuesOf(config, 99)).toBeUndefined();
  });
});

describe('the function form (administration.md 5.3)', () => {
  const choices = (selected: number[]) =>
    functionRoleChoices(config.roles, selected).map((choice) => [
      choice.id,
      choice.disabled,
      choice.reason ?? null,
    ]);
  it.each([
    [
      'nothing chosen',
      [],
      [
        [1, false, null],
        [2, false, null],
        [3, false, null],
        [5, false, null],
        [7, true, functionReasons.notEnabled],
      ],
    ],
    [
      'federation admin chosen: the others are excluded',
      [2],
      [
        [1, true, functionReasons.federationAlone],
        [2, false, null],
        [3, true, functionReasons.federationAlone],
        [5, true, functionReasons.federationAlone],
        [7, true, functionReasons.notEnabled],
      ],
    ],
    [
      'club admin chosen: federation admin is excluded',
      [5],
      [
        [1, false, null],
        [2, true, functionReasons.federationAlone],
        [3, false, null],
        [5, false, null],
        [7, true, functionReasons.notEnabled],
      ],
    ],
  ])('%s', (_case, selected, expected) => expect(choices(selected)).toEqual(expected));

  it.each([
    [
      { title: 'Coach', roleIds: [5], serviceIds: [] },
      { title: null, roleIds: null, serviceIds: null },
    ],
    [
      { title: ' ', roleIds: [], serviceIds: [] },
      { title: functionMessages.title, roleIds: functionMessages.roles, serviceIds: null },
    ],
    [
      { title: 'Coach', roleIds: [2], serviceIds: [] },
      { title: null, roleIds: null, serviceIds: functionMessages.services },
    ],
    [
      { title: 'Coach', roleIds: [2], serviceIds: [3] },
      { title: null, roleIds: null, serviceIds: null },
    ],
  ])('%j shows %j', (values, expected) => expect(functionFormErrors(values)).toEqual(expected));

  it('keeps services for federation functions only, trims the title', () => {
    expect(functionPayload({ title: ' Coach ', roleIds: [6, 5], serviceIds: [1] })).toEqual({
      title: 'Coach',
      roleIds: [5, 6],
      serviceIds: [],
    });
    expect(functionPayload({ title: 'Coach', roleIds: [2], serviceIds: [3, 1] })).toEqual({
      title: 'Coach',
      roleIds: [2],
      serviceIds: [1, 3],
    });
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
    [40, true],
  ])('%i users ask for a confirmation: %s', (users, asks) =>
    expect(needsEditConfirmation(users)).toBe(asks),
  );

  it('says the count verbatim', () =>
    expect(editConfirmationText(12)).toBe(
      'Cette fonction est actuellement associée à 12 utilisateurs. Voulez-vous vraiment la modifier ?',
    ));
});
