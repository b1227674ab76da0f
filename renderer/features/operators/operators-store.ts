import { create } from 'zustand';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { IpcResult } from '../../../shared/ipc/ipc-result';
import type { OperatorsState } from '../../../shared/operators';

/*
 * What the page knows of the till's operators, as main last answered it: every operators'
 * channel answers the whole state, so each answer replaces it. Null until first read.
 */

export const useOperators = create<{ state: OperatorsState | null }>()(() => ({ state: null }));

/** Keeps main's answer when it is one; returns the result for the caller's error handling. */
export function applyOperators(result: IpcResult<OperatorsState>): IpcResult<OperatorsState> {
  if (result.ok) useOperators.setState({ state: result.data });
  return result;
}

export async function loadOperators(pos: PosApi): Promise<IpcResult<OperatorsState>> {
  return applyOperators(await pos.operatorsGetState());
}

/** Whether the till uses operators and nobody is signed in: the PIN pad stands in for the app. */
export function signInNeeded(state: OperatorsState | null): state is OperatorsState {
  return state !== null && state.operators.length > 0 && state.signedIn === null;
}
