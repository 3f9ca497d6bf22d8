import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { useAppDispatch } from '@/shared/store/store';
import { infoToast } from '@/shared/ui/ui-slice';
import { premiumTexts } from '../rules/home-texts';
import { NewTabHint } from '@/shared/ui/new-tab-hint';

/**
 * The premium club promotion. In production the button is a link to the premium club in a new
 * tab; elsewhere it is a button that says the club is unavailable in development.
 */
export function PremiumBlock({ hasPremium }: { hasPremium: boolean }) {
  const dispatch = useAppDispatch();
  const { production, premiumClubUrl, productName } = getRuntimeConfig();
  return (
    <section className="members-block" aria-labelledby="members-premium-title">
      <h2 id="members-premium-title">Le Club PREMIUM</h2>
      {premiumTexts(hasPremium, productName).map((text) => (
        <p key={text}>{text}</p>
      ))}
      {production ? (
        <a
          className="members-button"
          href={premiumClubUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Accéder au Club PREMIUM
          <NewTabHint />
        </a>
      ) : (
        <button
          type="button"
          className="members-button"
          onClick={() => dispatch(infoToast('Indisponible', 'En mode développement'))}
        >
          Accéder au Club PREMIUM
        </button>
      )}
    </section>
  );
}
