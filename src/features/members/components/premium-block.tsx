import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { followPaymentLink } from '@/shared/lib/follow-payment-link';
import { formatEuros } from '@/shared/lib/money';
import { keepPaymentReceipt } from '@/shared/orders/payment-receipt';
import { selectCurrentProfile } from '@/shared/session/current-profile';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { errorToast, infoToast } from '@/shared/ui/ui-slice';
import { NewTabHint } from '@/shared/ui/new-tab-hint';
import { usePostPremiumClientMutation } from '../api/post-premium-client';
import { PartnerSiteLink } from '../premium/partner-site-link';
import { premiumPackPrice } from '../premium/rules/premium-price';
import { premiumPaymentMessages } from '../premium/rules/premium-payment';
import { premiumReceipt } from '../premium/rules/premium-receipt';
import { premiumTexts } from '../rules/home-texts';
import { Button, buttonClassName } from '@/shared/ui/button';

/**
 * The premium club promotion. In production the button opens the premium club in a new tab
 * (signed in through the auto-login call for a premium member); elsewhere it says the club is
 * unavailable in development. A member without the premium licence can buy the pack here.
 */
export function PremiumBlock({
  hasPremium,
  profileId,
}: {
  hasPremium: boolean;
  profileId: number;
}) {
  const dispatch = useAppDispatch();
  const { production, premiumClubUrl, productName } = getRuntimeConfig();
  const [buy, { isLoading }] = usePostPremiumClientMutation();
  const profile = useAppSelector(selectCurrentProfile);

  const buyPack = async () => {
    const answer = await buy(profileId);
    if ('error' in answer) return; // the API layer already said what went wrong
    const leave = (url: string) => {
      if (profile) {
        const member = { firstname: profile.firstname, lastname: profile.lastname };
        keepPaymentReceipt(premiumReceipt({ productName, member, profileId }));
      }
      window.location.assign(url);
    };
    if (followPaymentLink(answer.data.link, leave) !== 'redirected') {
      dispatch(errorToast(premiumPaymentMessages.missing));
    }
  };

  return (
    <section className="members-block" aria-labelledby="members-premium-title">
      <h2 id="members-premium-title">Le Club PREMIUM</h2>
      {premiumTexts(hasPremium, productName).map((text) => (
        <p key={text}>{text}</p>
      ))}
      <div className="members-actions">
        {!hasPremium && (
          <Button variant="primary" disabled={isLoading} onClick={() => void buyPack()}>
            Acheter le pack PREMIUM ({formatEuros(premiumPackPrice)})
          </Button>
        )}
        {production && hasPremium && (
          <PartnerSiteLink
            className={buttonClassName({ variant: 'primary' })}
            site="club-premium"
            profileId={profileId}
          >
            Accéder au Club PREMIUM
            <NewTabHint />
          </PartnerSiteLink>
        )}
        {production && !hasPremium && (
          <a
            className={buttonClassName({ variant: 'primary' })}
            href={premiumClubUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Accéder au Club PREMIUM
            <NewTabHint />
          </a>
        )}
        {!production && (
          <Button
            variant="primary"
            onClick={() => dispatch(infoToast('Indisponible', 'En mode développement'))}
          >
            Accéder au Club PREMIUM
          </Button>
        )}
      </div>
    </section>
  );
}
