import { useEffect } from 'react';
import { useSummarisedForm } from '@/shared/ui/form/use-summarised-form';
import {
  responsibilityValuesSchema,
  type ResponsibilityValues,
} from './responsibility-form-schema';

/**
 * The responsibility form's state: validated on every change (Sauvegarder and Inviter follow its
 * validity), and checked once at the start so that an empty form is known invalid.
 */
export function useResponsibilityValuesForm(initial: ResponsibilityValues) {
  const form = useSummarisedForm(responsibilityValuesSchema, initial, { mode: 'all' });
  const { trigger } = form;
  useEffect(() => {
    void trigger();
  }, [trigger]);
  return form;
}
export type ResponsibilityValuesForm = ReturnType<typeof useResponsibilityValuesForm>;

/** What the fields need to know of the person the responsibility goes to. */
export type ResponsibilityHolder = {
  /** Their main responsibility: a level change while editing pre-fills region and club from it. */
  main: { role: number; regionId: number | null; clubId: number | null } | null;
  /** An existing responsibility is edited (a new one is pre-filled with nothing). */
  editing: boolean;
  /** Sections they already hold (other than the one edited): disabled. */
  heldActivityIds: readonly number[];
  /** The responsibility being edited, whose club and section stay choosable. */
  currentClubId: number | null;
  currentActivityId: number | null;
};

export const newHolder: ResponsibilityHolder = {
  main: null,
  editing: false,
  heldActivityIds: [],
  currentClubId: null,
  currentActivityId: null,
};

/** The fields a choice clears or fills: every one but the validator box, each an id as text. */
type ScopeField = Exclude<keyof ResponsibilityValues, 'validator'>;
export type ScopePatch = Partial<Record<ScopeField, string>>;

const scopeFields: readonly ScopeField[] = [
  'role',
  'serviceId',
  'regionId',
  'organizationId',
  'clubId',
  'activityId',
  'functionId',
];

/** A patch's fields with their names typed (Object.entries would type them as any string). */
export function scopeEntries(patch: ScopePatch): [ScopeField, string][] {
  return scopeFields.flatMap((name): [ScopeField, string][] => {
    const value = patch[name];
    return value === undefined ? [] : [[name, value]];
  });
}
