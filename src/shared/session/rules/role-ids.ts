/** Role ids of docs/spec/administration.md 3: the lower, the higher the rights. */
export const roleIds = {
  none: 0,
  superAdmin: 1,
  federationAdmin: 2,
  regionAdmin: 3,
  organizationAdmin: 4,
  clubAdmin: 5,
  sectionAdmin: 6,
  categoryAdmin: 7,
  contributor: 8,
  member: 9,
  visitor: 10,
} as const;

export type RoleId = (typeof roleIds)[keyof typeof roleIds];
