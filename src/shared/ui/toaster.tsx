import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/store';
import { selectToasts, toastDismissed, type Toast } from './ui-slice';

export function Toaster() {
  const toasts = useAppSelector(selectToasts);
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(toastDismissed(toast.id)), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id, toast.durationMs]);
  return (
    <div
      className={`toast toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
    >
      <p className="toast__title">{toast.title}</p>
      <p className="toast__message">{toast.message}</p>
      <button
        type="button"
        className="toast__close"
        aria-label={`Fermer la notification ${toast.title}`}
        onClick={() => dispatch(toastDismissed(toast.id))}
      >
        <X aria-hidden="true" focusable="false" size={18} />
      </button>
    </div>
  );
}
