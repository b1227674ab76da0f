import type { InvokeChannel } from '../../shared/ipc/ipc-contract';
import type { HandlerTable, IpcHandler } from '../ipc/handler-table';
import { languageOnly } from './approval-gate';
import { operatorFailure } from './operator-failure';
import type { Operators } from './operators';

/**
 * What the PIN pad's page needs while nobody is signed in: the operators' own channels and
 * what the shell reads to draw its header. Any other channel is refused then.
 */
const openWhileSignedOut: readonly InvokeChannel[] = [
  'operators:get-state',
  'operators:sign-in',
  'operators:sign-out',
  'app:get-info',
  'connectivity:get',
  'profiles:get-active',
  'journal:list-review',
  'flows:list-running',
  'flows:leave',
  'settings:get',
];

function gate<Channel extends InvokeChannel>(
  channel: Channel,
  handler: IpcHandler<Channel>,
  signInNeeded: () => boolean,
): IpcHandler<Channel> {
  if (openWhileSignedOut.includes(channel)) return handler;
  return (input) => {
    // The header's language switch is the one change a signed-out till takes.
    const languageSwitch = channel === 'settings:set' && languageOnly(input);
    if (signInNeeded() && !languageSwitch) {
      return Promise.reject(
        operatorFailure('SIGNED_OUT', 'An operator must sign in on this till first.'),
      );
    }
    return handler(input);
  };
}

/**
 * Main's half of the PIN pad: on a till with operators and nobody signed in, every channel
 * but the pad's own refuses (SIGNED_OUT), so a page that skips the pad sells nothing. A till
 * without operators is untouched.
 */
export function signInGate(handlers: HandlerTable, operators: Pick<Operators, 'signInNeeded'>) {
  const gated: Record<string, unknown> = {};
  for (const [channel, handler] of Object.entries(handlers)) {
    gated[channel] = gate(channel as InvokeChannel, handler as IpcHandler<InvokeChannel>, () =>
      operators.signInNeeded(),
    );
  }
  return gated as HandlerTable;
}
