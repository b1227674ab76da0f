import type { AuthenticationFlow } from './authentication-flow';

/**
 * The windows Counter opens. Each has its own navigation, permission and webPreferences
 * rules; an authentication window also carries the flow it was opened for.
 */
export type AppWindow =
  | { kind: 'main' }
  | { kind: 'customer-display' }
  | { kind: 'authentication'; flow: AuthenticationFlow };

export type WindowKind = AppWindow['kind'];
