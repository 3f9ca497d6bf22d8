import { useState } from 'react';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { questionIds, questionnaireFor } from '../questionnaires/health-questions';
import { initialAnswers, isQuestionnaireValid, type HealthAnswers } from '../rules/questionnaire';

export type HealthState = {
  kind: 'adult' | 'minor';
  answers: HealthAnswers;
  attested: boolean;
};

function initialHealth(adult: boolean): HealthState {
  const ids = questionIds(questionnaireFor(adult));
  return {
    kind: adult ? 'adult' : 'minor',
    answers: initialAnswers(ids, getRuntimeConfig().production),
    attested: false,
  };
}

/**
 * The health answers, held by the wizard only (they never reach the basket nor the server): the
 * adults' or the minors' questionnaire by birth date, started afresh when it changes side.
 */
export function useHealthAnswers(adult: boolean) {
  const [health, setHealth] = useState<HealthState>(() => initialHealth(adult));
  const current = health.kind === (adult ? 'adult' : 'minor') ? health : initialHealth(adult);
  const healthIds = questionIds(questionnaireFor(adult));
  return {
    health: current,
    healthIds,
    questionnaireValid: isQuestionnaireValid(healthIds, current.answers, current.attested),
    setHealthState(change: Partial<Omit<HealthState, 'kind'>>) {
      setHealth({ ...current, ...change });
    },
  };
}
