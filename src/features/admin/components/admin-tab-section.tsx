import { useId, type ReactNode } from 'react';

/**
 * One tab of the administration: a section named by its level-2 heading. The account tabs hide
 * the heading, whose words the selected tab already shows, and keep it for screen readers.
 */
export function AdminTabSection({
  title,
  hideTitle = false,
  children,
}: {
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={hideTitle ? 'visually-hidden' : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}
