import { describe, expect, it } from 'vitest';
import {
  manageableEntity,
  type EntityScope,
  type KnownEntities,
} from '@/features/admin/rules/manageable-entity';

const ara = { id: 1, title: 'Auvergne-Rhône-Alpes' };
const poste = { id: 1, title: 'Groupe La Poste' };
const lyon = { id: 1, title: 'AMSF Lyon' };
const marche = { id: 30, title: 'Marche nordique' };
const yoga = { id: 31, title: 'Yoga' };

/** The viewer's privileges: the lists the account page has already loaded. */
const known: KnownEntities = {
  regions: [ara, { id: 13, title: "Provence-Alpes-Côte d'Azur" }],
  organizations: [poste],
  clubs: [lyon, { id: 2, title: 'AMSF Marseille' }],
};
const nothingKnown: KnownEntities = { regions: [], organizations: [], clubs: [] };

const scope = (roleId: number | null, parts: Partial<EntityScope> = {}): EntityScope => ({
  roleId,
  region: null,
  organization: null,
  club: null,
  activity: null,
  ...parts,
});

describe("the 'Entité gérable' cell (administration.md 6; issue 34: the entity the portal knows)", () => {
  it.each<[string, EntityScope, KnownEntities, string]>([
    ['super admin', scope(1), known, 'Tous les clubs'],
    ['federation admin', scope(2, { region: ara }), known, 'Tous les clubs'],
    [
      'region admin',
      scope(3, { region: ara }),
      known,
      'Tous les clubs de la région (Auvergne-Rhône-Alpes)',
    ],
    ['region admin, region unnamed', scope(3), nothingKnown, 'Tous les clubs de la région'],
    [
      'organisation admin',
      scope(4, { region: ara, organization: poste }),
      known,
      "Tous les clubs de l'organisme (Groupe La Poste)",
    ],
    [
      'club admin',
      scope(5, { region: ara, club: lyon }),
      known,
      'Toutes les données du club (AMSF Lyon)',
    ],
    [
      'section admin: section, then club',
      scope(6, { region: ara, club: lyon, activity: yoga }),
      known,
      'Section du club (Yoga, AMSF Lyon)',
    ],
    [
      'category admin: no longer Inconnu (Marche nordique)',
      scope(7, { region: ara, club: lyon, activity: marche }),
      known,
      'Catégorie de la section (Marche nordique, AMSF Lyon)',
    ],
    [
      'category admin, club known only by id: named from the privileges',
      scope(7, { club: { id: 1, title: '' }, activity: marche }),
      known,
      'Catégorie de la section (Marche nordique, AMSF Lyon)',
    ],
    ['category admin, nothing known', scope(7), nothingKnown, 'Catégorie de la section'],
    ['contributor of a club', scope(8, { region: ara, club: lyon }), known, 'AMSF Lyon'],
    [
      'contributor, club sent by id only: named from the privileges',
      scope(8, { club: { id: 1, title: ' ' } }),
      known,
      'AMSF Lyon',
    ],
    ['contributor, region only', scope(8, { region: ara }), known, 'Auvergne-Rhône-Alpes'],
    [
      'contributor, organisation and region',
      scope(8, { region: ara, organization: poste }),
      known,
      'Groupe La Poste',
    ],
    [
      'contributor, region sent by id only',
      scope(8, { region: { id: 13, title: '' } }),
      known,
      "Provence-Alpes-Côte d'Azur",
    ],
    [
      'contributor of a section',
      scope(8, { club: lyon, activity: yoga }),
      known,
      'Yoga, AMSF Lyon',
    ],
    ['contributor, nothing known', scope(8), known, 'Inconnu'],
    [
      'no level, club unknown to the page',
      scope(null, { club: { id: 99, title: '' } }),
      known,
      'Inconnu',
    ],
    ['no level, nothing', scope(null), nothingKnown, 'Inconnu'],
  ])('%s', (_case, row, lists, text) => {
    expect(manageableEntity(row, lists)).toBe(text);
  });
});
