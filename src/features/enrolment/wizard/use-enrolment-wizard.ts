/** What the activity page knows when a signed-in member clicks a category's Inscription. */
export type WizardStart = { clubId: number; activityId: number; categoryId: number };

/**
 * Opens the 'Inscription' dialog (after 'Qui s'inscrit ?'); the wizard's code loads on the
 * first call only. Placeholder until the wizard lands.
 */
export function useEnrolmentWizard(): (start: WizardStart) => void {
  return () => undefined;
}
