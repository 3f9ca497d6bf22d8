import type { ReactNode } from 'react';

/**
 * What a list or a page says when it has nothing to show: one sentence, and where it helps the
 * action that fills it ('Ajouter…').
 */
export function EmptyState({
  children,
  action,
  className,
  role,
}: {
  children: ReactNode;
  action?: ReactNode;
  className?: string;
  /** 'status' where the list empties after a search, so that the result is heard. */
  role?: 'status';
}) {
  const classes = ['empty-state', className].filter(Boolean).join(' ');
  if (!action)
    return (
      <p className={classes} role={role}>
        {children}
      </p>
    );
  return (
    <div className={classes} role={role}>
      <p>{children}</p>
      {action}
    </div>
  );
}
