import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './button.css';

type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: ButtonVariant;
  size?: 'regular' | 'large';
  /** The key that does the same (shown on the button and announced as aria-keyshortcuts). */
  shortcut?: string;
  /** A submit button inside a form; everything else is a plain button. */
  submit?: boolean;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

export function Button({
  variant = 'secondary',
  size = 'regular',
  shortcut,
  submit = false,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, `button--${size}`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={submit ? 'submit' : 'button'}
      className={classes}
      aria-keyshortcuts={shortcut}
    >
      <span className="button__label">{children}</span>
      {shortcut === undefined ? null : (
        <kbd className="button__shortcut" aria-hidden="true">
          {shortcut}
        </kbd>
      )}
    </button>
  );
}
