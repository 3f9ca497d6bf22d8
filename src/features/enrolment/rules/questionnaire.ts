export type HealthAnswer = 'yes' | 'no';
export type HealthAnswers = Readonly<Record<string, HealthAnswer | undefined>>;

export function allAnswered(questionIds: readonly string[], answers: HealthAnswers): boolean {
  return questionIds.every((id) => answers[id] !== undefined);
}

export function allNo(questionIds: readonly string[], answers: HealthAnswers): boolean {
  return questionIds.every((id) => answers[id] === 'no');
}

/**
 * Section 4: valid when every question is answered and, if all are NO, the attestation is
 * ticked (with a YES the member needs a medical certificate instead of the attestation).
 */
export function isQuestionnaireValid(
  questionIds: readonly string[],
  answers: HealthAnswers,
  attested: boolean,
): boolean {
  return allAnswered(questionIds, answers) && (!allNo(questionIds, answers) || attested);
}

/** In non-production builds answers default to NO, so that testers go through quickly. */
export function initialAnswers(questionIds: readonly string[], production: boolean): HealthAnswers {
  if (production) return {};
  return Object.fromEntries(questionIds.map((id) => [id, 'no' as const]));
}

/** Only the attestation travels: true when every answer is NO and it was ticked. */
export function attestationToSend(
  questionIds: readonly string[],
  answers: HealthAnswers,
  attested: boolean,
): boolean {
  return attested && allNo(questionIds, answers);
}
