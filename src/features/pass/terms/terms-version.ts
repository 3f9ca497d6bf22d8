/**
 * The version of the terms of use the portal shows. Changing it asks every member to accept the
 * new text at their next visit to PASS (docs/spec/members-area.md 1), through terms/rules/terms-acceptance.
 */
export const termsVersion = '2021-04';
export const termsVersionLabel = 'Version du 1er avril 2021';
