import { useGetServicePlanQuery } from '../api/get-service-plan';
import { safeLinkUrl } from '../rules/external-url';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { NewTabHint } from '@/shared/ui/new-tab-hint';

/** The banner of the current service plan, only when the plan has one. */
export function ServicePlanBanner() {
  const plan = useGetServicePlanQuery();
  return (
    <QueryBoundary
      query={plan}
      deferContent
      loadingLabel="Chargement du bandeau d'information…"
      errorMessage="Le bandeau d'information n'a pas pu être chargé."
      placeholder={
        // The banner's own frame: the blocks below stay where they are when it arrives.
        <div className="members-banner members-banner--placeholder" role="status">
          <span className="visually-hidden">Chargement du bandeau d'information…</span>
        </div>
      }
    >
      {({ banner }) => {
        const image = banner ? safeLinkUrl(banner.imageUrl) : null;
        if (!banner || !image) return null;
        const link = safeLinkUrl(banner.linkUrl);
        const picture = <img src={image} alt={banner.alt} />;
        return (
          <div className="members-banner">
            {link ? (
              <a href={link} target="_blank" rel="noopener noreferrer">
                {picture}
                <NewTabHint />
              </a>
            ) : (
              picture
            )}
          </div>
        );
      }}
    </QueryBoundary>
  );
}
