import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'small' | 'medium' | 'large';

/**
 * The classes of the portal's one button system (`button button--*`, styled in
 * app/styles/global.css), for a <button> and for a link that looks like one.
 */
export function buttonClassName({
  variant = 'secondary',
  size = 'medium',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return ['button', `button--${variant}`, size === 'medium' ? '' : `button--${size}`, className]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** 'button' unless told: a button never submits a form by accident. */
  type?: 'button' | 'submit' | 'reset';
  /**
   * An action is running: the button says so (aria-busy, a turning icon beside the same label,
   * so its accessible name does not change) and ignores further clicks. It stays focusable
   * (aria-disabled rather than disabled), so the keyboard user's focus is not thrown to the page.
   */
  busy?: boolean;
  children: ReactNode;
};

export function Button({
  variant = 'secondary',
  size = 'medium',
  type = 'button',
  busy = false,
  className,
  onClick,
  children,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const ignore = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, className })}
      aria-busy={busy || undefined}
      aria-disabled={busy ? true : ariaDisabled}
      onClick={busy ? ignore : onClick}
      {...rest}
    >
      {busy && (
        // A CSS ring (app/styles/global.css), not an icon: every page's first code carries it.
        <span className="button__busy" aria-hidden="true" />
      )}
      {children}
    </button>
  );
}

/**
 * A button that shows only an icon: its French name is required and read from a visually hidden
 * text (the icon is decorative). An optional badge shows a count; screen readers hear
 * `badgeText` (for example '3 messages non lus') as part of the name, never the bare digit.
 */
export function IconButton({
  label,
  icon,
  badge,
  badgeText,
  badgeClassName = 'badge',
  className = 'icon-button',
  type = 'button',
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children' | 'type'> & {
  label: string;
  icon: ReactNode;
  /** The count drawn on the icon; none is drawn while it is undefined. */
  badge?: number;
  /** What a screen reader hears for the badge, added to the name after a comma. */
  badgeText?: string;
  badgeClassName?: string;
  type?: 'button' | 'submit';
}) {
  return (
    <button type={type} className={className} {...rest}>
      {icon}
      <span className="visually-hidden">{badgeText ? `${label}, ${badgeText}` : label}</span>
      {badge !== undefined && (
        <span className={badgeClassName} aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  );
}
