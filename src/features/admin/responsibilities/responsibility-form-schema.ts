import { z } from 'zod';
import type { ResponsibilityFormDto } from '../api/responsibility-payloads';
import { requiredFields } from './rules/responsibility-form-rules';

const idText = z.string();

/** The dialog's values: selects hold ids as text ('' = nothing chosen). */
export const responsibilityValuesSchema = z
  .object({
    role: idText,
    serviceId: idText,
    regionId: idText,
    organizationId: idText,
    clubId: idText,
    activityId: idText,
    functionId: idText,
    validator: z.boolean(),
  })
  .superRefine((values, context) => {
    const role = values.role ? Number(values.role) : null;
    const need = requiredFields(role);
    const missing = (path: keyof typeof values, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!values.role) missing('role', 'Choisissez un niveau de droit.');
    if (need.service && !values.serviceId) missing('serviceId', 'Choisissez un service.');
    if (need.region && !values.regionId) missing('regionId', 'Choisissez une région.');
    if (need.organization && !values.organizationId) {
      missing('organizationId', 'Choisissez un organisme.');
    }
    if (need.club && !values.clubId) missing('clubId', 'Choisissez un club.');
    if (need.activity && !values.activityId) missing('activityId', 'Choisissez une section.');
    if (!values.functionId) missing('functionId', 'Choisissez une fonction opérationnelle.');
  });
export type ResponsibilityValues = z.infer<typeof responsibilityValuesSchema>;

export const emptyResponsibilityValues: ResponsibilityValues = {
  role: '',
  serviceId: '',
  regionId: '',
  organizationId: '',
  clubId: '',
  activityId: '',
  functionId: '',
  validator: false,
};

const idOrNull = (text: string) => (text ? Number(text) : null);

/** responsabilityFormDto: only the fields the level asks for are sent. */
export function toFormDto(values: ResponsibilityValues, id: number | null): ResponsibilityFormDto {
  const role = Number(values.role);
  const need = requiredFields(role);
  return {
    id,
    role,
    serviceId: need.service ? idOrNull(values.serviceId) : null,
    functionId: Number(values.functionId),
    regionId: need.region ? idOrNull(values.regionId) : null,
    organizationId: need.organization ? idOrNull(values.organizationId) : null,
    clubId: need.club ? idOrNull(values.clubId) : null,
    activityId: need.activity ? idOrNull(values.activityId) : null,
    // Designed: the spec names the field, not its value; 1 marks a validator.
    validatorExpenseReportsId: values.validator ? 1 : null,
  };
}
