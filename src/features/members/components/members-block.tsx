import { useId, type ReactNode } from 'react';

/** A titled block of a members' page or form: a section named by its level-2 heading. */
export function MembersBlock({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="members-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
