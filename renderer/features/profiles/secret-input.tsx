import type { ComponentProps } from 'react';

/**
 * A credential's input: always masked, never offered to a password manager or spell checker,
 * and never filled from anything but the cashier's typing (the value is the form's state only).
 */
export function SecretInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      {...props}
      type="password"
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
    />
  );
}
