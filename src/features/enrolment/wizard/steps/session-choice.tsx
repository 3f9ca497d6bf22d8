import { sessionAvailability, sessionText } from '../../rules/sessions';
import { useWizard } from '../wizard-context';

/** The category's sessions as checkboxes of which only one may be ticked (section 2). */
export function SessionChoice() {
  const { sessions, basket, update, now } = useWizard();
  if (sessions.length === 0) return null;
  return (
    <fieldset className="wizard-choice-group">
      <legend>Séance (une seule au choix, facultatif)</legend>
      <ul className="wizard-plain-list">
        {sessions.map((session) => {
          const availability = sessionAvailability(session, now);
          const id = `wizard-session-${session.id}`;
          const checked = basket.sessionId === session.id;
          return (
            <li key={session.id}>
              <label className="wizard-inline-choice" htmlFor={id}>
                <input
                  id={id}
                  type="checkbox"
                  checked={checked}
                  disabled={availability.kind !== 'open' && !checked}
                  aria-describedby={availability.kind === 'open' ? undefined : `${id}-note`}
                  onChange={(event) =>
                    update({ sessionId: event.target.checked ? session.id : null })
                  }
                />
                {sessionText(session)}
                {session.description && <> – {session.description}</>}
              </label>
              {availability.kind !== 'open' && (
                <p className="note" id={`${id}-note`}>
                  {availability.message}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
