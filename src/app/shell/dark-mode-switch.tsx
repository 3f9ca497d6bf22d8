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
        <span className="switch__thumb" />
      </span>
      <span className="switch__label">Mode sombre</span>
    </button>
  );
}
