import type { PosApi } from '../shared/ipc/ipc-contract';
import type { IpcResult } from '../shared/ipc/ipc-result';
import { approvalActionOf, type ApprovalAction } from '../shared/operators';

declare global {
  interface Window {
    /** The preload's bridge (DESIGN.md: IPC); its type comes from the contract, never from here. */
    readonly pos: PosApi;
  }
}

/** Asks a manager to approve `action` on the spot; true once main took their PIN. */
type AskApproval = (action: ApprovalAction) => Promise<boolean>;

let askApproval: AskApproval | null = null;

/** The approval dialog, once the shell shows it, answers every call main held for a manager. */
export function askApprovalsWith(ask: AskApproval | null): void {
  askApproval = ask;
}

type Invoke = (input?: unknown) => Promise<IpcResult<unknown>>;

/**
 * A call main refused with APPROVAL_REQUIRED asks a manager for exactly the action it names
 * and goes again once they approved; dismissed, the refusal is the call's answer. So no
 * screen handles approvals itself, and a listed action is held wherever it is started.
 */
function approving(invoke: Invoke): Invoke {
  return async (input) => {
    for (;;) {
      const result = await invoke(input);
      const action = result.ok ? null : approvalActionOf(result.error);
      if (action === null || askApproval === null || !(await askApproval(action))) return result;
    }
  };
}

// The bridge is frozen, so this is a copy with each invoke function wrapped, not a Proxy.
function withApprovals(bridge: PosApi): PosApi {
  const methods = Object.entries(bridge as unknown as Record<string, unknown>).map(
    ([name, member]) => [
      name,
      typeof member === 'function' && !/^on[A-Z]/.test(name) ? approving(member as Invoke) : member,
    ],
  );
  return Object.freeze(Object.fromEntries(methods)) as PosApi;
}

/** Everything the renderer asks of main goes through this object and nothing else. */
export const pos: PosApi = withApprovals(window.pos);
