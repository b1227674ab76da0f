import type { PosApi } from '../shared/ipc/ipc-contract';

declare global {
  interface Window {
    /** The preload's bridge (DESIGN.md: IPC); its type comes from the contract, never from here. */
    readonly pos: PosApi;
  }
}

/** Everything the renderer asks of main goes through this object and nothing else. */
export const pos: PosApi = window.pos;
