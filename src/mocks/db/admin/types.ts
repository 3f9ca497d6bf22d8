/**
 * The user-administration back-end's own tables (docs/spec/administration.md 3): every staff
 * account with its profiles, their responsibilities (a role and a scope) and the functions
 * catalogue. The demo administrators appear here too, with the same e-mail and profile ids as in
 * `accounts`.
 */
/**
 * Rows are kept sparse (a missing field is null): the browser stores the whole database in
 * localStorage, which must stay under 200,000 characters with 400 accounts.
 */
export type StaffProfileRow = {
  id: number;
  firstname: string;
  lastname: string;
  /** Contact e-mail when it is not the account's (a dissociated profile's placeholder). */
  email?: string;
  pictureUrl?: string;
  main: boolean;
  hasActiveMemberships: boolean;
  /** The profile's role id (docs/spec/administration.md 6, viewing rule); null: none. */
  roleId: number | null;
  /**
   * Set by an invitation (docs/spec/administration.md 5.2): the postier's identifier, a volunteer.
   */
  identifiantPostier?: string;
  volunteer?: boolean;
};

export type StaffAccountRow = { id: number; email: string; profiles: StaffProfileRow[] };

export type StaffResponsibilityRow = {
  id: number;
  profileId: number;
  roleId: number;
  main: boolean;
  functionId?: number | null;
  serviceId?: number | null;
  /** Region and organisation of a club-level row are its club's, unless given. */
  regionId?: number | null;
  organizationId?: number | null;
  clubId?: number | null;
  activityId?: number | null;
  validatorExpenseReportsId?: number | null;
};

export type AdminFunctionRow = {
  id: number;
  title: string;
  roleIds: number[];
  serviceIds: number[];
};

export type AdminTables = {
  staffAccounts: StaffAccountRow[];
  staffResponsibilities: StaffResponsibilityRow[];
  adminFunctions: AdminFunctionRow[];
};
