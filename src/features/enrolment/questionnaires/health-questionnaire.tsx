import { allAnswered, allNo, type HealthAnswer, type HealthAnswers } from '../rules/questionnaire';
import type { Questionnaire } from './health-questions';
import './questionnaire.css';

type Props = {
  questionnaire: Questionnaire;
  answers: HealthAnswers;
  attested: boolean;
  onAnswer: (questionId: string, answer: HealthAnswer) => void;
  onAttest: (attested: boolean) => void;
};

const answerLabels: Record<HealthAnswer, string> = { yes: 'Oui', no: 'Non' };

/**
 * A health questionnaire as yes/no radio groups. The answers stay in the browser: only the
 * attestation (all NO, ticked) goes with the order. The browser ticks a radio button itself (it
 * starts from the answers given): a press is drawn at once, whatever `onAnswer` then renders.
 */
export function HealthQuestionnaire({
  questionnaire,
  answers,
  attested,
  onAnswer,
  onAttest,
}: Props) {
  const ids = questionnaire.groups.flatMap((group) => group.questions.map((q) => q.id));
  const complete = allAnswered(ids, answers);
  const everyNo = allNo(ids, answers);
  return (
    <div className="questionnaire">
      <p className="questionnaire__title">{questionnaire.title}</p>
      {questionnaire.introduction.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {questionnaire.warning && (
        <div className="questionnaire__warning" role="note">
          <p>{questionnaire.warning}</p>
        </div>
      )}
      {questionnaire.groups.map((group) => (
        <section key={group.id} aria-labelledby={`questionnaire-${group.id}`}>
          <h4 id={`questionnaire-${group.id}`} className="questionnaire__group">
            {group.title}
          </h4>
          {group.questions.map((question) => {
            const number = ids.indexOf(question.id) + 1;
            return (
              <fieldset key={question.id} className="questionnaire__question">
                <legend>
                  {number}. {question.text}
                </legend>
                {(['yes', 'no'] as const).map((answer) => {
                  const id = `${question.id}-${answer}`;
                  return (
                    <label key={answer} htmlFor={id} className="questionnaire__answer">
                      <input
                        id={id}
                        type="radio"
                        name={question.id}
                        value={answer}
                        defaultChecked={answers[question.id] === answer}
                        onChange={() => onAnswer(question.id, answer)}
                      />
                      {answerLabels[answer]}
                    </label>
                  );
                })}
              </fieldset>
            );
          })}
        </section>
      ))}
      {complete && everyNo && (
        <label className="questionnaire__attestation" htmlFor="questionnaire-attestation">
          <input
            id="questionnaire-attestation"
            type="checkbox"
            checked={attested}
            onChange={(event) => onAttest(event.target.checked)}
          />
          {questionnaire.attestation}
        </label>
      )}
      {complete && !everyNo && (
        <p className="questionnaire__yes" role="status">
          {questionnaire.ifAnyYes}
        </p>
      )}
      {!complete && <p className="note">Répondez à toutes les questions pour continuer.</p>}
    </div>
  );
}
