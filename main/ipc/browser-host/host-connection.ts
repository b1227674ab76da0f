import {
  eventChannels,
  type EventChannel,
  type InvokeChannel,
} from '../../../shared/ipc/channel-names';
import type { IpcLayerCode } from '../../../shared/ipc/ipc-layer-code';
import type { IpcResult } from '../../../shared/ipc/ipc-result';
import {
  authenticationPath,
  eventsPath,
  hostNotices,
  ipcPathPrefix,
  tokenHeader,
  type HostNotice,
} from './host-wire';

/*
 * The bridge's side of the browser host's HTTP: invokes as `POST /ipc/{channel}` and one
 * event stream for the whole page. It runs in the page (bundled by bridge-script.ts) and in
 * tests under Node, so it uses only what both have: fetch, streams and TextDecoder.
 */

/** What window.pos is built on: one call per invoke, one subscription per event channel. */
export interface BridgeConnection {
  invoke(channel: InvokeChannel, input: unknown): Promise<unknown>;
  subscribe(channel: EventChannel, listener: (payload: unknown) => void): () => void;
}

export interface HostConnectionOptions {
  /** The host's origin, `http://127.0.0.1:{port}`. */
  readonly origin: string;
  readonly token: string;
  readonly fetch: typeof fetch;
  /** The host's notices (authentication pages), which window.pos does not carry. */
  readonly onNotice: (notice: HostNotice, payload: unknown) => void;
  /** The first pause before following a broken stream again; it doubles up to 30 s. */
  readonly retryDelayMs?: number;
}

export interface HostConnection extends BridgeConnection {
  /** Tells the host the customer closed an authentication's popup. */
  reportClosed(id: string): Promise<void>;
  /** Stops following the event stream. */
  close(): void;
}

function failure(code: IpcLayerCode, message: string): IpcResult<never> {
  return { ok: false, error: { code, message } };
}

const isEventChannel = (name: string): name is EventChannel =>
  (eventChannels as readonly string[]).includes(name);
const isHostNotice = (name: string): name is HostNotice =>
  (hostNotices as readonly string[]).includes(name);

export function connectToHost(options: HostConnectionOptions): HostConnection {
  const { origin, token } = options;
  const fetchHost = options.fetch;
  const retryDelayMs = options.retryDelayMs ?? 1_000;
  const listeners = new Map<EventChannel, Set<(payload: unknown) => void>>();
  const stopped = new AbortController();

  /** One event block of text/event-stream (the host writes `event:` and one `data:` line). */
  function deliver(block: string): void {
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) name = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length === 0) return;
    const payload: unknown = JSON.parse(data.join('\n'));
    if (isHostNotice(name)) {
      options.onNotice(name, payload);
      return;
    }
    if (!isEventChannel(name)) return;
    for (const listener of listeners.get(name) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        // As a throwing ipcRenderer listener would: reported by the page, the stream goes on.
        setTimeout(() => {
          throw error;
        });
      }
    }
  }

  async function readStream(response: Response): Promise<void> {
    if (response.body === null) return;
    // Node's types leave the chunks untyped; a fetch body's chunks are bytes.
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        deliver(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  }

  /** Follows the stream until closed; a dropped connection is followed again after a pause. */
  async function follow(): Promise<void> {
    const { signal } = stopped;
    let pause = retryDelayMs;
    while (!signal.aborted) {
      try {
        const response = await fetchHost(`${origin}${eventsPath}`, {
          headers: { [tokenHeader]: token },
          signal,
        });
        if (response.status === 401 || response.status === 403) {
          // A new host has a new token: only loading the page again gets it.
          console.warn(`Counter bridge: the host refused the event stream (${response.status})`);
          return;
        }
        if (!response.ok) throw new Error(`The host answered the event stream ${response.status}`);
        pause = retryDelayMs;
        await readStream(response);
      } catch (error) {
        if (signal.aborted) return;
        console.warn('Counter bridge: the event stream broke; following it again', error);
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, 30_000);
    }
  }
  void follow();

  async function post(path: string, body: string | undefined): Promise<Response> {
    return fetchHost(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [tokenHeader]: token },
      ...(body !== undefined && { body }),
      credentials: 'omit',
    });
  }

  return {
    async invoke(channel, input) {
      let body: string | undefined;
      try {
        // Undefined stays undefined: the host reads an empty body as "called without input".
        body = input === undefined ? undefined : JSON.stringify(input);
      } catch (error) {
        return failure('INVALID_INPUT', `The input cannot be sent: ${String(error)}`);
      }
      try {
        const response = await post(`${ipcPathPrefix}${channel}`, body);
        return await response.json();
      } catch (error) {
        return failure('HOST_UNAVAILABLE', `The browser host did not answer: ${String(error)}`);
      }
    },
    subscribe(channel, listener) {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
      return () => {
        set.delete(listener);
      };
    },
    async reportClosed(id) {
      await post(authenticationPath(id, 'closed'), undefined);
    },
    close: () => stopped.abort(),
  };
}
