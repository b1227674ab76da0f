import { z } from 'zod';
import type { FailureCode } from '../../shared/ipc/failure-codes';
import { invokeContract } from '../../shared/ipc/ipc-contract';
import type { InvokeChannel } from '../../shared/ipc/channel-names';
import type { IpcLayerCode } from '../../shared/ipc/ipc-layer-code';
import type { IpcError, IpcResult } from '../../shared/ipc/ipc-result';
import { parseRequest, type FieldError } from '../../shared/service/common';
import { serviceErrorCode, unsimulatedServiceErrorCode } from '../../shared/service/errors';
import { ServiceClientError } from '../service/service-client-error';
import type { HandlerTable } from './handler-table';
import { IpcFailure } from './ipc-failure';
import { defaultInputBudget, measureInput, type InputBudget } from './input-budget';

/** What every transport calls with a channel name and the input as it arrived. */
export type IpcDispatch = (channel: string, input: unknown) => Promise<IpcResult<unknown>>;

interface IpcDispatchOptions {
  readonly handlers: HandlerTable;
  /** Development and tests: check every answer against the contract before it leaves. */
  readonly validateOutput: boolean;
  /**
   * Told of every error a handler threw that the renderer sees only as a code, for main's
   * log. The error is as thrown: log codes, not messages of unknown errors.
   */
  readonly onError?: (channel: InvokeChannel, error: unknown) => void;
  /**
   * Told of every coded refusal a handler threw (no printer, no profile, a bad token, the
   * service's refusal): expected answers, for a one-line log entry rather than a stack. The
   * refusal is the renderer's own, so it carries no secret.
   */
  readonly onRefusal?: (channel: InvokeChannel, refusal: IpcError) => void;
  readonly inputBudget?: InputBudget;
}

const codePattern = /^[A-Z][A-Z0-9_]{0,63}$/;
const fieldPattern = /^[A-Za-z0-9_.[\]-]{0,200}$/;
const maxMessageLength = 1000;
const maxFields = 100;

type Failure = { readonly ok: false; readonly error: IpcError };
type LooseFieldError = { readonly field?: string | undefined; readonly reason: string };

function failure(
  code: FailureCode,
  message: string,
  fields: readonly LooseFieldError[] = [],
): Failure {
  const error: IpcError = {
    code,
    message: message.slice(0, maxMessageLength),
    ...(fields.length > 0 && { fields: safeFields(fields) }),
  };
  return { ok: false, error };
}

/** The IPC layer's own answers, before or around a handler. */
function layerFailure(code: IpcLayerCode, message: string, fields?: readonly FieldError[]) {
  return failure(code, message, fields);
}

/** Field paths and reason codes only, each held to a shape that cannot carry a credential. */
function safeFields(fields: readonly LooseFieldError[]): NonNullable<IpcError['fields']> {
  return fields.slice(0, maxFields).map(({ field, reason }) => ({
    field: fieldPattern.test(field ?? '') ? (field ?? '') : '',
    reason: codePattern.test(reason) ? reason : 'INVALID_FORMAT',
  }));
}

function isInvokeChannel(channel: string): channel is InvokeChannel {
  return Object.hasOwn(invokeContract, channel);
}

/**
 * A thrown error as the renderer may see it. Only errors whose classes promise a message
 * without secrets keep their message (service errors name the route template and codes,
 * credentials errors were written for it); the cause, the stack and any other error's message
 * stay in main, since they may quote a request, a header or a keychain entry.
 */
function errorResult(error: unknown): Failure {
  const refusal = codedRefusal(error);
  return refusal === null
    ? layerFailure('INTERNAL_ERROR', 'Main could not complete the request; see its log.')
    : { ok: false, error: refusal };
}

/**
 * An error that is an expected, coded refusal (IpcFailure, credentials errors included, or a
 * service error), as the renderer would get it; null for anything else, which is a fault
 * worth its stack.
 */
export function codedRefusal(error: unknown): IpcError | null {
  if (error instanceof IpcFailure) return failure(error.code, error.message, error.fields).error;
  if (error instanceof ServiceClientError) return serviceFailure(error).error;
  return null;
}

/** The service's codes the renderer has words for; any other is SERVICE_ERROR. */
const knownServiceCode = z.union([serviceErrorCode, unsimulatedServiceErrorCode]);

/**
 * A service client's error, its message composed here from the route template and codes: the
 * service's own code is text from the network, so it passes only when it is one the renderer
 * knows, and the message (main's log) names any other in the shape of a code.
 */
function serviceFailure(error: ServiceClientError): Failure {
  const { detail } = error;
  const code: FailureCode =
    detail.kind === 'service'
      ? (knownServiceCode.safeParse(detail.code).data ?? 'SERVICE_ERROR')
      : detail.code;
  const answered = codePattern.test(detail.code) ? detail.code : 'SERVICE_ERROR';
  const status = 'status' in detail ? ` (${detail.status})` : '';
  const fields = 'fields' in detail ? detail.fields : [];
  return failure(code, `${error.route ?? 'The service'}: ${answered}${status}`, fields);
}

/**
 * The one function every transport calls (DESIGN.md: IPC): an unknown channel is refused, the
 * input is parsed strictly with the contract so a malformed one never reaches a handler, the
 * handler runs, its answer is checked in development, and whatever it throws becomes a typed
 * error with no secret in it. Never rejects.
 */
export function createIpcDispatch(options: IpcDispatchOptions): IpcDispatch {
  const budget = options.inputBudget ?? defaultInputBudget;

  return async (channel, input) => {
    if (!isInvokeChannel(channel)) {
      return layerFailure('UNKNOWN_CHANNEL', 'There is no such channel.');
    }
    const contract = invokeContract[channel];
    // A channel with nothing to send is called without an argument.
    const raw = input === undefined ? {} : input;
    const measure = measureInput(raw, budget);
    if (measure === 'not_plain') {
      return layerFailure('INVALID_INPUT', 'The input holds a value no channel takes.', [
        { field: '', reason: 'INVALID_FORMAT' },
      ]);
    }
    if (measure === 'sparse_array') {
      return layerFailure('INVALID_INPUT', 'The input holds an array with holes.', [
        { field: '', reason: 'INVALID_FORMAT' },
      ]);
    }
    if (measure !== 'fits') {
      return layerFailure('INVALID_INPUT', 'The input is too large or too deeply nested.', [
        { field: '', reason: 'OUT_OF_RANGE' },
      ]);
    }
    try {
      const parsed = parseRequest(contract.input, raw);
      if (!parsed.success) {
        return layerFailure(
          'INVALID_INPUT',
          'The input does not match the channel.',
          parsed.errors,
        );
      }
      // The contract and the table are both keyed by channel; TypeScript cannot pair a
      // union-typed channel with its own handler, so the call goes through one wide type.
      const handler = options.handlers[channel] as (input: unknown) => Promise<unknown>;
      const data = await handler(parsed.data);
      if (!options.validateOutput) return { ok: true, data };
      const checked = contract.output.safeParse(data);
      if (checked.success) return { ok: true, data: checked.data };
      options.onError?.(channel, checked.error);
      return layerFailure('INVALID_OUTPUT', 'Main answered outside the contract; see its log.');
    } catch (error) {
      const answer = errorResult(error);
      if (answer.error.code === 'INTERNAL_ERROR') options.onError?.(channel, error);
      else options.onRefusal?.(channel, answer.error);
      return answer;
    }
  };
}
