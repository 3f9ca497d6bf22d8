import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * The footer of a dialog or a dialog-like form: what comes first (a destructive 'Supprimer'),
 * then the way out ('Annuler' unless told), then the main action(s), right-aligned.
 */
export function DialogActions({
  onCancel,
  cancelLabel = 'Annuler',
  leading,
  className,
  children,
}: {
  /** Without it there is no way-out button (a footer with only its main actions). */
  onCancel?: () => void;
  cancelLabel?: string;
  leading?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className ? `dialog-actions ${className}` : 'dialog-actions'}>
      {leading}
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
      {children}
    </div>
  );
}
