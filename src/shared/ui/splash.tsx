import { useEffect } from 'react';
import { useAppDispatch } from '../store/store';
import { splashChanged } from './ui-slice';
import { Spinner } from './spinner';

/** Full-page wait while the account or a profile loads; dialogs hide meanwhile. */
export function Splash({ label }: { label: string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(splashChanged(true));
    return () => {
      dispatch(splashChanged(false));
    };
  }, [dispatch]);
  return (
    <main className="splash">
      <h1 className="visually-hidden">{label}</h1>
      <Spinner label={label} />
    </main>
  );
}
