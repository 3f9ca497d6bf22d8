import { describe, expect, it } from 'vitest';
import {
  activityOptions,
  functionOptions,
  levelDescription,
  levelOptions,
  levelReasons,
  prefillForLevel,
  requiredFields,
  seasonStartOf,
} from '@/features/admin/responsibilities/rules/responsibility-form-rules';
import {
  emptyResponsibilityValues,
  responsibilityValuesSchema,
  toFormDto,
} from '@/features/admin/responsibilities/responsibility-form-schema';

describe('required fields by level (administration.md 5.1)', () => {
  it.each([
    [null, { service: false, region: false, organization: false, club: false, activity: false }],
    [1, { service: false, region: false, organization: false, club: false, activity: false }],
    [2, { service: true, region: false, organization: false, club: false, activity: false }],
    [3, { service: false, region: true, organization: false, club: false, activity: false }],
    [4, { service: false, region: true, organization: true, club: false, activity: false }],
    [5, { service: false, region: true, organization: false, club: true, activity: false }],
    [6, { service: false, region: true, organization: false, club: true, activity: true }],
    [7, { service: false, region: true, organization: false, club: true, activity: true }],
    [8, { service: false, region: true, organization: false, club: true, activity: true }],
  ])('level %s', (role, fields) => {
    expect(requiredFields(role)).toEqual(fields);
  });

  it.each([
    ['nothing', {}, ['role', 'functionId']],
    ['federation admin without service', { role: '2', functionId: '3' }, ['serviceId']],
    ['region admin without region', { role: '3', functionId: '11' }, ['regionId']],
    [
      'organisation admin without organisation',
      { role: '4', regionId: '1', functionId: '15' },
      ['organizationId'],
    ],
    ['club admin without club', { role: '5', regionId: '1', functionId: '17' }, ['clubId']],
    [
      'section admin without section',
      { role: '6', regionId: '1', clubId: '1', functionId: '20' },
      ['activityId'],
    ],
    ['complete club admin', { role: '5', regionId: '1', clubId: '1', functionId: '17' }, []],
  ])('%s: missing %j', (_case, values, missing) => {
    const result = responsibilityValuesSchema.safeParse({
      ...emptyResponsibilityValues,
      ...values,
    });
    const paths = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(missing);
  });

  it('sends only the fields of the level, as responsabilityFormDto', () => {
    expect(
      toFormDto(
        {
          ...emptyResponsibilityValues,
          role: '5',
          serviceId: '1',
          regionId: '1',
          clubId: '1',
          activityId: '101',
          functionId: '17',
          validator: true,
        },
        null,
      ),
    ).toEqual({
      id: null,
      role: 5,
      serviceId: null,
      functionId: 17,
      regionId: 1,
      organizationId: null,
      clubId: 1,
      activityId: null,
      validatorExpenseReportsId: 1,
    });
  });
});

describe('level choices (administration.md 5.1)', () => {
  it('disables levels not enabled, explaining why', () => {
    const options = levelOptions([
      { id: 5, description: 'Administrateur de club', enabled: true },
      { id: 3, description: 'Administrateur régional', enabled: false },
      { id: 7, description: 'Administrateur de catégorie', enabled: false },
    ]);
    expect(options).toEqual([
      { id: 3, label: 'Administrateur régional', disabled: true, reason: levelReasons.above },
      { id: 5, label: 'Administrateur de club', disabled: false },
      {
        id: 7,
        label: 'Administrateur de catégorie',
        disabled: true,
        reason: levelReasons.category,
      },
    ]);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('describes level %s', (role) => {
    expect(levelDescription(role)).toMatch(/^[A-Z].+ : .+\.$/);
  });
});

describe('activity list (administration.md 5.1)', () => {
  const activities = [
    { id: 1, title: 'natation', type: 1, endDate: null },
    { id: 2, title: 'Course des Lumières', type: 3, endDate: '2026-12-08' },
    { id: 3, title: 'Tournoi de printemps', type: 3, endDate: '2026-04-15' },
    { id: 4, title: 'Badminton', type: 1, endDate: null },
    { id: 5, title: 'Stage de juillet', type: 2, endDate: '2026-07-20' },
  ];
  it.each<[string, number[], number | null, [number, boolean][]]>([
    [
      'new: yearly and current events, by title',
      [],
      null,
      [
        [4, false],
        [2, false],
        [1, false],
      ],
    ],
    [
      'held activities are disabled',
      [1, 4],
      null,
      [
        [4, true],
        [2, false],
        [1, true],
      ],
    ],
    [
      'the edited one stays enabled',
      [1, 4],
      1,
      [
        [4, true],
        [2, false],
        [1, false],
      ],
    ],
    [
      'a past event already selected stays listed',
      [],
      3,
      [
        [4, false],
        [2, false],
        [1, false],
        [3, false],
      ],
    ],
  ])('%s', (_case, held, current, expected) => {
    const options = activityOptions(activities, { seasonStart: '2026-08-01', held, current });
    expect(options.map((option) => [option.id, option.disabled])).toEqual(expected);
  });

  it('shows the date of events', () => {
    const options = activityOptions(activities, {
      seasonStart: '2026-08-01',
      held: [],
      current: null,
    });
    expect(options.find((option) => option.id === 2)?.label).toBe(
      'Course des Lumières (08/12/2026)',
    );
    expect(options.find((option) => option.id === 1)?.label).toBe('natation');
  });

  it.each([
    ['2026/2027', new Date('2027-02-01'), '2026-08-01'],
    [undefined, new Date('2027-02-01'), '2026-08-01'],
    [undefined, new Date('2026-09-01'), '2026-08-01'],
  ])('season start of %s', (title, today, start) => {
    expect(seasonStartOf(title, today)).toBe(start);
  });
});

describe('function options (administration.md 5.1)', () => {
  const config = {
    roles: [
      { id: 2, functions: [{ id: 9, title: 'Ignoré' }] },
      {
        id: 5,
        functions: [
          { id: 17, title: 'Trésorier' },
          { id: 18, title: 'Président' },
        ],
      },
    ],
    services: [
      {
        id: 1,
        functions: [
          { id: 3, title: 'Directeur' },
          { id: 2, title: 'Chargé' },
        ],
      },
    ],
  };
  it.each<[number | null, number | null, string[]]>([
    [2, 1, ['Chargé', 'Directeur']],
    [2, null, []],
    [5, null, ['Président', 'Trésorier']],
    [6, null, []],
    [null, null, []],
  ])('level %s, service %s', (role, service, titles) => {
    expect(functionOptions(config, role, service).map((fn) => fn.title)).toEqual(titles);
  });
});

describe('pre-fill on level change (administration.md 4.2; issue 34: never on a new one)', () => {
  it.each([
    [{ role: 6, regionId: 1, clubId: 1 }, true, { regionId: 1, clubId: 1 }],
    [{ role: 7, regionId: 1, clubId: 4 }, true, { regionId: 1, clubId: 4 }],
    [{ role: 5, regionId: 1, clubId: 1 }, true, { regionId: null, clubId: null }],
    [null, true, { regionId: null, clubId: null }],
    [{ role: 6, regionId: 1, clubId: 1 }, false, { regionId: null, clubId: null }],
    [{ role: 7, regionId: 1, clubId: 4 }, false, { regionId: null, clubId: null }],
    [null, false, { regionId: null, clubId: null }],
  ])('main %j, editing %s', (main, editing, prefill) => {
    expect(prefillForLevel(main, { editing })).toEqual(prefill);
  });
});
