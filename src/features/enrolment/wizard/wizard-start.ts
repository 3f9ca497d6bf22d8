/** What the activity page knows when a signed-in member clicks a category's Inscription. */
export type WizardStart = { clubId: number; activityId: number; categoryId: number };
