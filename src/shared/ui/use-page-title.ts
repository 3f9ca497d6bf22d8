import { useEffect } from 'react';

export const siteName = 'Portail des adhérents';

/** Every page has a French document title: 'Accueil – Portail des adhérents'. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} – ${siteName}` : siteName;
  }, [title]);
}
