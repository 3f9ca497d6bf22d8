import { stepTitles, type StepId } from '../rules/steps';

/** The step bar: an ordered list, the current step marked for assistive technologies. */
export function WizardStepper({ steps, current }: { steps: readonly StepId[]; current: number }) {
  return (
    <nav className="wizard-steps" aria-label="Étapes de l'inscription">
      <ol>
        {steps.map((step, index) => (
          <li
            key={step}
            aria-current={index === current ? 'step' : undefined}
            className={
              index === current
                ? 'wizard-steps__item wizard-steps__item--current'
                : index < current
                  ? 'wizard-steps__item wizard-steps__item--done'
                  : 'wizard-steps__item'
            }
          >
            <span className="wizard-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="wizard-steps__title">
              {stepTitles[step]}
              {index < current && <span className="visually-hidden"> (terminée)</span>}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
