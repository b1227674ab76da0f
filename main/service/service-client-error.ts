import { z } from 'zod';
import type { FieldError } from '../../shared/service/common';
import {
  serviceErrorCode,
  statusForErrorCode,
  type ClientErrorCode,
  type ServiceErrorEntry,
} from '../../shared/service/errors';

/**
 * Response header `Idempotency-Status` (conventions: Idempotency and rate limits; `no_status`
 * from conventions: Checked against the provider's own clients).
 */
export const idempotencyStatus = z.enum([
  'successfully_stored',
  'retrieved_idempotent_response',
  'conflicting_key',
  'not_stored',
  'disabled',
  'error',
  'no_status',
]);
export type IdempotencyStatus = z.infer<typeof idempotencyStatus>;

type ServiceFieldError = ServiceErrorEntry;
type NetworkErrorCode = Extract<
  ClientErrorCode,
  'CONNECTION_REFUSED' | 'CONNECTION_RESET' | 'HOST_NOT_FOUND' | 'NETWORK_ERROR'
>;
type TimeoutPhase = 'connect' | 'headers' | 'body' | 'deadline' | 'poll';

/**
 * What went wrong, discriminated by `kind`; `code` is what the renderer translates
 * (STYLE.md: errors are values with a code). Nothing here holds a credential, a header or a
 * response value: only statuses, codes, field names and the route template.
 */
export type ServiceClientErrorDetail =
  | {
      readonly kind: 'service';
      readonly code: string;
      readonly status: number;
      readonly fields: readonly ServiceFieldError[];
      readonly requestId: string | undefined;
      readonly idempotencyStatus: IdempotencyStatus | undefined;
    }
  | { readonly kind: 'network'; readonly code: NetworkErrorCode }
  | {
      readonly kind: 'timeout';
      readonly code: Extract<ClientErrorCode, 'TIMEOUT'>;
      readonly phase: TimeoutPhase;
    }
  | {
      readonly kind: 'response_shape';
      readonly code: Extract<ClientErrorCode, 'RESPONSE_SHAPE'>;
      readonly status: number;
      readonly paths: readonly string[];
    }
  /** Same code and fields as the service's own validation answer (docs/architecture.md). */
  | {
      readonly kind: 'invalid_request';
      readonly code: Extract<ClientErrorCode, 'VALIDATION_ERROR'>;
      readonly fields: readonly FieldError[];
    }
  | { readonly kind: 'cancelled'; readonly code: Extract<ClientErrorCode, 'CANCELLED'> }
  | {
      readonly kind: 'credentials';
      readonly code: Extract<ClientErrorCode, 'CREDENTIALS_UNAVAILABLE' | 'CREDENTIALS_MALFORMED'>;
    };

export class ServiceClientError extends Error {
  override readonly name = 'ServiceClientError';
  readonly detail: ServiceClientErrorDetail;
  /** `METHOD /path/{template}`: names the route without its parameter values. */
  readonly route: string | undefined;

  constructor(
    detail: ServiceClientErrorDetail,
    route: string | undefined,
    options?: { cause: unknown },
  ) {
    super(`${route === undefined ? '' : `${route}: `}${describe(detail)}`, options);
    this.detail = detail;
    this.route = route;
  }

  get kind(): ServiceClientErrorDetail['kind'] {
    return this.detail.kind;
  }

  get code(): string {
    return this.detail.code;
  }

  /** Logs and IPC see the detail only; a cause is left out as it may hold anything. */
  toJSON(): {
    name: string;
    message: string;
    route: string | undefined;
  } & ServiceClientErrorDetail {
    return { name: this.name, message: this.message, route: this.route, ...this.detail };
  }
}

function describe(detail: ServiceClientErrorDetail): string {
  switch (detail.kind) {
    case 'service':
      return `the service answered ${detail.status} ${detail.code}${fieldList(detail.fields)}`;
    case 'network':
      return `network failure ${detail.code}`;
    case 'timeout':
      return `timed out (${detail.phase})`;
    case 'response_shape':
      return `the ${detail.status} response does not match the expected shape at ${
        detail.paths.length === 0 ? '(status)' : detail.paths.slice(0, 5).join(', ')
      }`;
    case 'invalid_request':
      return `the request is invalid${fieldList(detail.fields)}`;
    case 'cancelled':
      return 'cancelled';
    case 'credentials':
      return `credentials: ${detail.code}`;
  }
}

function fieldList(fields: readonly { field?: string | undefined; reason: string }[]): string {
  if (fields.length === 0) return '';
  return ` (${fields.map((f) => `${f.field ?? '-'} ${f.reason}`).join(', ')})`;
}

/**
 * The code of an error body without a code (an empty 429, a proxy's HTML 503): the one
 * conventions code the status stands for, when only one does, else `HTTP_{status}`.
 */
const codeByStatus: ReadonlyMap<number, string> = (() => {
  const byStatus = new Map<number, string[]>();
  for (const code of serviceErrorCode.options) {
    const status = statusForErrorCode(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map(
    [...byStatus].flatMap(([status, codes]) =>
      codes.length === 1 && codes[0] !== undefined ? [[status, codes[0]] as const] : [],
    ),
  );
})();

export function fallbackCodeForStatus(status: number): string {
  return codeByStatus.get(status) ?? `HTTP_${status}`;
}
