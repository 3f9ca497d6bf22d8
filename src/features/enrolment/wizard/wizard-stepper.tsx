import { stepTitles, type StepId } from '../rules/steps';

/**
 * The step bar: an ordered list, the current step marked for assistive technologies. On a phone
 * the list gives way to a compact bar (as the State's design system's stepper): one segment per
 * step and the next step's title, so that the step's own content starts on the first screen.
 * The list stays in the accessibility tree there; the compact bar is its picture.
 */
export function WizardStepper({ steps, current }: { steps: readonly StepId[]; current: number }) {
  const next = steps[current + 1];
  return (
    <nav className="wizard-steps" aria-label="Étapes de l'inscription">
      <ol className="wizard-steps__list">
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
      <div className="wizard-steps__compact" aria-hidden="true">
        <div className="wizard-steps__bar">
          {steps.map((step, index) => (
            <span
              key={step}
              className={
                index <= current
                  ? 'wizard-steps__segment wizard-steps__segment--reached'
                  : 'wizard-steps__segment'
              }
            />
          ))}
        </div>
        {next && (
          <p className="wizard-steps__next">
            <span className="wizard-steps__next-label">Étape suivante :</span> {stepTitles[next]}
          </p>
        )}
      </div>
    </nav>
  );
}
