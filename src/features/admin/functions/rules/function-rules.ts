import type { Ref } from '../../api/admin-schemas';
import { roleIds } from '@/shared/session/rules/role-ids';
import { countOf } from '@/shared/lib/french';
import { sortByFrench } from '@/shared/lib/french-order';

type RoleLike = { id: number; description: string; enabled: boolean; functions: readonly Ref[] };
type ServiceLike = { id: number; title: string; functions: readonly Ref[] };
type ConfigLike = { roles: readonly RoleLike[]; services: readonly ServiceLike[] };

/** The functions list opens on federation admin, service 1 (docs/spec/administration.md 9). */
export const defaultFunctionsFilter = { role: roleIds.federationAdmin, service: 1 } as const;
export type FunctionsFilter = { role: number; service: number };

/**
 * The list's role choices: every level but super admin (docs/spec/administration.md 6), by rank.
 */
export function filterRoleChoices<T extends { id: number }>(roles: readonly T[]): T[] {
  return roles.filter((role) => role.id !== roleIds.superAdmin).sort((a, b) => a.id - b.id);
}

/** The service filter is only asked for federation admin (docs/spec/administration.md 2.1). */
export const asksService = (role: number) => role === roleIds.federationAdmin;

export type FunctionRow = { id: number; title: string; scope: string };

/**
 * The table: the functions of the chosen service (federation admin) or of the chosen role, by
 * title; 'Service/Rôle' names that service or role.
 */
export function functionRows(config: ConfigLike, filter: FunctionsFilter): FunctionRow[] {
  const owner = asksService(filter.role)
    ? config.services.find((service) => service.id === filter.service)
    : config.roles.find((role) => role.id === filter.role);
  if (!owner) return [];
  const scope = 'title' in owner ? owner.title : owner.description;
  return sortByFrench(owner.functions, (fn) => fn.title).map((fn) => ({
    id: fn.id,
    title: fn.title,
    scope,
  }));
}

export type FunctionValues = { title: string; roleIds: number[]; serviceIds: number[] };

/** A function as the dialog edits it: its levels and services read back from the config. */
export function functionValuesOf(config: ConfigLike, id: number): FunctionValues | undefined {
  const title =
    config.roles.flatMap((role) => role.functions).find((fn) => fn.id === id)?.title ??
    config.services.flatMap((service) => service.functions).find((fn) => fn.id === id)?.title;
  if (title === undefined) return undefined;
  const has = (owner: { functions: readonly Ref[] }) => owner.functions.some((fn) => fn.id === id);
  return {
    title,
    roleIds: config.roles.filter(has).map((role) => role.id),
    serviceIds: config.services.filter(has).map((service) => service.id),
  };
}

export const functionReasons = {
  notEnabled: "Ce niveau de droit n'est pas disponible.",
  federationAlone:
    "Le niveau administrateur fédéral ne peut pas être combiné avec d'autres niveaux.",
} as const;

export type RoleChoice = { id: number; label: string; disabled: boolean; reason?: string };

/**
 * The dialog's level choices (docs/spec/administration.md 5.3): a level not enabled is disabled;
 * federation admin cannot be combined, so it excludes the others and the others exclude it.
 */
export function functionRoleChoices(
  roles: readonly { id: number; description: string; enabled: boolean }[],
  selected: readonly number[],
): RoleChoice[] {
  const federation = selected.includes(roleIds.federationAdmin);
  const others = selected.some((id) => id !== roleIds.federationAdmin);
  return [...roles]
    .sort((a, b) => a.id - b.id)
    .map((role) => {
      const base = { id: role.id, label: role.description };
      if (selected.includes(role.id)) return { ...base, disabled: false };
      if (!role.enabled) return { ...base, disabled: true, reason: functionReasons.notEnabled };
      const clash = role.id === roleIds.federationAdmin ? others : federation;
      return clash
        ? { ...base, disabled: true, reason: functionReasons.federationAlone }
        : { ...base, disabled: false };
    });
}

export const functionMessages = {
  title: 'Saisissez le nom de la fonction.',
  roles: 'Choisissez au moins un niveau de droit.',
  services: 'Choisissez au moins un service.',
} as const;

/** Which error each field of the function form shows (null: none). */
export function functionFormErrors(values: FunctionValues) {
  return {
    title: values.title.trim() ? null : functionMessages.title,
    roleIds: values.roleIds.length ? null : functionMessages.roles,
    serviceIds:
      values.roleIds.includes(roleIds.federationAdmin) && values.serviceIds.length === 0
        ? functionMessages.services
        : null,
  };
}

/** Services are only kept for federation-admin functions. */
export function functionPayload(values: FunctionValues): FunctionValues {
  return {
    title: values.title.trim(),
    roleIds: [...values.roleIds].sort((a, b) => a - b),
    serviceIds: values.roleIds.includes(roleIds.federationAdmin)
      ? [...values.serviceIds].sort((a, b) => a - b)
      : [],
  };
}

/** Editing a function held by more than one user asks first (docs/spec/administration.md 5.3). */
export const needsEditConfirmation = (users: number) => users > 1;

export const editConfirmationText = (users: number) =>
  `Cette fonction est actuellement associée à ${countOf(users, 'utilisateur')}. Voulez-vous vraiment la modifier ?`;
