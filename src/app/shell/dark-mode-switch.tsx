import { Moon, Sun } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { darkModeChanged, selectDarkMode } from '@/shared/ui/ui-slice';

/** The 'Mode sombre' switch: in the header, and in the burger menu on phones. */
export function DarkModeSwitch() {
  const dispatch = useAppDispatch();
  const darkMode = useAppSelector(selectDarkMode);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={darkMode}
      className="switch"
      onClick={() => dispatch(darkModeChanged(!darkMode))}
    >
      <span className="switch__track" aria-hidden="true">
        {/* The state in sight where the header has no room for the label. */}
        <span className="switch__thumb">
          {darkMode ? (
            <Moon focusable="false" size={12} strokeWidth={2.5} />
          ) : (
            <Sun focusable="false" size={12} strokeWidth={2.5} />
          )}
        </span>
      </span>
      <span className="switch__label">Mode sombre</span>
    </button>
  );
}
