import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher } from 'undici';

/** A response read whole: its body as UTF-8 text without a leading BOM, as undici's `text()`. */
export interface TextResponse {
  readonly statusCode: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
}

/**
 * The call a request belongs to: `reason` once the call has ended early (cancelled, past its
 * deadline), and `inFlight`, set while a request is out, for the call to abort it at once.
 */
export interface RequestingCall {
  readonly reason: Error | undefined;
  inFlight: Dispatcher.DispatchController | undefined;
}

function decode(chunks: readonly Buffer[], length: number): string {
  if (length === 0) return '';
  const buffer = chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks, length);
  const bom = buffer.length > 2 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf;
  return buffer.toString('utf8', bom ? 3 : 0);
}

/** Collects one response for `requestText`; see there. */
class TextHandler implements Dispatcher.DispatchHandler {
  readonly #call: RequestingCall;
  readonly #onHeaders: (statusCode: number, headers: IncomingHttpHeaders) => void;
  readonly #resolve: (response: TextResponse) => void;
  readonly #reject: (error: Error) => void;
  #statusCode = 0;
  #headers: IncomingHttpHeaders = {};
  readonly #chunks: Buffer[] = [];
  #length = 0;

  constructor(
    call: RequestingCall,
    onHeaders: (statusCode: number, headers: IncomingHttpHeaders) => void,
    resolve: (response: TextResponse) => void,
    reject: (error: Error) => void,
  ) {
    this.#call = call;
    this.#onHeaders = onHeaders;
    this.#resolve = resolve;
    this.#reject = reject;
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    // A call that ended while its request waited for a connection stops it here.
    if (this.#call.reason !== undefined) controller.abort(this.#call.reason);
    else this.#call.inFlight = controller;
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
  ): void {
    // 1xx informational responses precede the response itself, as `request()` skips them.
    if (statusCode < 200) return;
    this.#statusCode = statusCode;
    this.#headers = headers;
    this.#onHeaders(statusCode, headers);
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.#chunks.push(chunk);
    this.#length += chunk.length;
  }

  onResponseEnd(): void {
    this.#call.inFlight = undefined;
    this.#resolve({
      statusCode: this.#statusCode,
      headers: this.#headers,
      text: decode(this.#chunks, this.#length),
    });
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, error: Error): void {
    this.#call.inFlight = undefined;
    this.#reject(error);
  }
}

/**
 * Sends one request and reads its whole body as text, through `dispatcher.dispatch` rather than
 * undici's `request()`: the client reads every body whole, so a Readable per response that
 * `text()` then drains, and a listener on an abort signal per request, were cost without use
 * (together about a tenth of a call). Errors are undici's own, as `request()` gives them;
 * `onHeaders` sees the status and headers on arrival, before the body, which may yet fail.
 */
export function requestText(
  dispatcher: Dispatcher,
  options: Dispatcher.DispatchOptions,
  call: RequestingCall,
  onHeaders: (statusCode: number, headers: IncomingHttpHeaders) => void,
): Promise<TextResponse> {
  return new Promise((resolve, reject) => {
    dispatcher.dispatch(options, new TextHandler(call, onHeaders, resolve, reject));
  });
}
