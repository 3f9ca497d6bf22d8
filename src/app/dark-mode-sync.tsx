import { useEffect } from 'react';
import { writeStored, storageKeys } from '@/shared/lib/storage';
import { useAppSelector } from '@/shared/store/store';
import { selectDarkMode } from '@/shared/ui/ui-slice';

/** Mirrors the dark-mode switch onto <html> and remembers it. */
export function DarkModeSync() {
  const darkMode = useAppSelector(selectDarkMode);
  useEffect(() => {
    document.documentElement.dataset.theme = darkMode ? 'dark' : 'light';
    writeStored(storageKeys.darkMode, darkMode);
  }, [darkMode]);
  return null;
}
