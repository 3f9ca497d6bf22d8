import { useEffect } from 'react';

export const siteName = 'Portail des adhérents';

/** Every page has a French document title: 'Accueil – Portail des adhérents'. */
export function documentTitle(title: string): string {
  return title ? `${title} – ${siteName}` : siteName;
}

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
