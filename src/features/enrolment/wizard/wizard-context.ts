import { createContext, useContext } from 'react';
import type { WizardModel } from './use-wizard-model';

/** The model the wizard's body derives once and every step reads. */
export const WizardModelContext = createContext<WizardModel | null>(null);

export function useWizard(): WizardModel {
  const model = useContext(WizardModelContext);
  if (!model) throw new Error('useWizard outside the enrolment wizard');
  return model;
}
