import { useEffect } from 'react';

/** The frame scrolls to top when the list changes (docs/spec/administration.md 2.1). */
export function useScrollToTop(key: string): void {
  useEffect(() => {
    document.getElementById('contenu')?.scrollTo?.({ top: 0 });
    window.scrollTo?.({ top: 0 });
  }, [key]);
}
