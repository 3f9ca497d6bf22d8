import { HealthQuestionnaire } from '../../questionnaires/health-questionnaire';
import { questionnaireFor } from '../../questionnaires/health-questions';
import { useWizard } from '../wizard-context';

/** 'Questionnaire médical': the adults' QS-SPORT from 18 by birth date, else the minors' one. */
export function QuestionnaireStep() {
  const { adult, health, setHealthState } = useWizard();
  return (
    <HealthQuestionnaire
      questionnaire={questionnaireFor(adult)}
      answers={health.answers}
      attested={health.attested}
      onAnswer={(questionId, answer) =>
        setHealthState({ answers: { ...health.answers, [questionId]: answer }, attested: false })
      }
      onAttest={(attested) => setHealthState({ attested })}
    />
  );
}
