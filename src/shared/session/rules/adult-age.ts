/**
 * Adult age is 18 years (docs/spec/enrolment.md section 9): the wizard's medical step and the
 * personal form's mobile number both follow it.
 */
export const adultAgeYears = 18;
