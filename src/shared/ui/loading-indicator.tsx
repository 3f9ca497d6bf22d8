import { useAppSelector } from '../store/store';
import { selectLoading } from './ui-slice';

export function LoadingIndicator() {
  const loading = useAppSelector(selectLoading);
  if (!loading) return null;
  return (
    <div className="loading-indicator" role="progressbar" aria-label="Chargement en cours">
      <span className="loading-indicator__bar" />
    </div>
  );
}
