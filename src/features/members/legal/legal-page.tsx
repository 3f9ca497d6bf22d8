import type { ReactNode } from 'react';
import { usePageTitle } from '@/shared/ui/use-page-title';
import '../members.css';

/** The frame of the portal's legal pages: one title, sections with their own headings. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <article className="members-page members-legal">
      <h1>{title}</h1>
      {children}
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
