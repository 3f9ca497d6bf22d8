import { useState } from 'react';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { questionIds, questionnaireFor } from '../questionnaires/health-questions';
import {
  initialAnswers,
  isQuestionnaireValid,
  type HealthAnswer,
  type HealthAnswers,
} from '../rules/questionnaire';

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
  const sideOf = (state: HealthState) =>
    state.kind === (adult ? 'adult' : 'minor') ? state : initialHealth(adult);
  const current = sideOf(health);
  const healthIds = questionIds(questionnaireFor(adult));
  return {
    health: current,
    healthIds,
    questionnaireValid: isQuestionnaireValid(healthIds, current.answers, current.attested),
    /** An answer changes the attestation back to unticked. */
    answerHealthQuestion(questionId: string, answer: HealthAnswer) {
      // From the state React holds, not this render's: answers drawn in a transition may follow
      // each other before it is rendered again.
      setHealth((previous) => {
        const side = sideOf(previous);
        return { ...side, answers: { ...side.answers, [questionId]: answer }, attested: false };
      });
    },
    attestHealth(attested: boolean) {
      setHealth((previous) => ({ ...sideOf(previous), attested }));
    },
  };
}
