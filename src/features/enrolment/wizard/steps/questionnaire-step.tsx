import { startTransition } from 'react';
import { HealthQuestionnaire } from '../../questionnaires/health-questionnaire';
import { questionnaireFor } from '../../questionnaires/health-questions';
import { useWizard } from '../wizard-context';

/** 'Questionnaire médical': the adults' QS-SPORT from 18 by birth date, else the minors' one. */
export function QuestionnaireStep() {
  const { adult, health, answerHealthQuestion, attestHealth } = useWizard();
  return (
    <HealthQuestionnaire
      questionnaire={questionnaireFor(adult)}
      answers={health.answers}
      attested={health.attested}
      // What an answer changes (the attestation, the 'Suivant' button) is drawn after the ticked
      // button, in React's short tasks (docs/adr/0029-low-tier-first-steps.md).
      onAnswer={(questionId, answer) =>
        startTransition(() => answerHealthQuestion(questionId, answer))
      }
      onAttest={attestHealth}
    />
  );
}
