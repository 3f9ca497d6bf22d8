import type { Commune } from '../api/geo-schemas';
import './communes.css';

/**
 * The suggestion panel under 'Ville': the communes of the postal code, each a button that fills
 * the town. Its heading is announced politely when it opens; Tab reaches every choice.
 */
export function CommuneSuggestions({
  id,
  postalCode,
  communes,
  onPick,
}: {
  id: string;
  postalCode: string;
  communes: readonly Commune[];
  onPick: (name: string) => void;
}) {
  return (
    <div className="commune-suggestions" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="commune-suggestions__title" aria-live="polite">
        {communes.length > 1
          ? `${communes.length} communes pour le code postal ${postalCode} :`
          : `Commune du code postal ${postalCode} :`}
      </p>
      <ul>
        {communes.map((commune) => (
          <li key={commune.code}>
            <button
              type="button"
              className="commune-suggestions__choice"
              onClick={() => onPick(commune.nom)}
            >
              {commune.nom}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
