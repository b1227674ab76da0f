import { z } from 'zod';
import { limitedText } from '../text-length';
import { serviceMetadataKeys, specSpelling } from './identifiers';

/*
 * Building blocks of every schema in shared/service.
 *
 * Two directions, two strictness levels:
 * - Requests (bodies, queries) are strict: unknown keys are refused, every rule of the spec is
 *   checked, and each failing check carries the service's validation reason code
 *   (conventions: Errors) as its message, so `fieldErrors()` can answer exactly as the
 *   service does.
 * - Responses are tolerant: `z.looseObject` keeps unknown fields, timestamps accept both
 *   forms, nullable where the real service has sent null (fixtures/service-responses).
 */

/** Validation reasons the service answers with (conventions: Errors), plus the few our rules add. */
export const validationReason = z.enum([
  'REQUIRED_VALUE',
  'INVALID_FORMAT',
  'INVALID_UUID',
  'INVALID_FORMAT_EMAIL',
  'INVALID_CURRENCY',
  'INVALID_AMOUNT',
  'INVALID_CARD_NUMBER',
  'INVALID_CARD_EXPIRATION',
  'INVALID_CVV',
  'INVALID_PHONE_NUMBER',
  'MUST_BE_FUTURE_TIME',
  'NESTED_JSON_NOT_ALLOWED',
  'UNKNOWN_FIELD',
  'NOT_SUPPORTED_BY_BRAND',
  'OUT_OF_RANGE',
  'DEPENDS_ON_OTHER_FIELD',
  // The app's own: free text the journal keeps may not hold a card number or a credential.
  'CARD_NUMBER_NOT_ALLOWED',
  'SECRET_NOT_ALLOWED',
  // The app's own: metadata keys the journal writes are not a person's to set, and a key
  // typed twice in one form would silently lose one of its values.
  'READ_ONLY_KEY',
  'DUPLICATE_KEY',
  // The app's own: an operator's PIN is 4 to 8 digits.
  'INVALID_PIN',
]);
export type ValidationReason = z.infer<typeof validationReason>;

/** Ids are UUID strings; the real service issues v1-style ids, so only the shape is checked. */
export const uuid = z.guid({ error: 'INVALID_UUID' });

export const mode = z.enum(['test', 'live'], { error: 'INVALID_FORMAT' });
export type Mode = z.infer<typeof mode>;

/** ISO-8601 with fractional seconds (up to microseconds) and Z or an explicit offset. */
export const isoTimestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/, {
    error: 'INVALID_FORMAT',
  });

/** Milliseconds since the epoch: the token create response and subscription objects. */
const epochMillis = z.number().int();

/** A response timestamp in either of the spec's two forms. */
export const timestamp = z.union([isoTimestamp, epochMillis]);
export type Timestamp = z.infer<typeof timestamp>;

export function timestampToDate(value: Timestamp): Date {
  return new Date(value);
}

/** Calendar date of a scheduled payment (YYYY-MM-DD). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'INVALID_FORMAT' });

/** ISO-8601 duration as the service uses it for expiration periods (P30D, PT30M, P1DT12H). */
export const isoDuration = z
  .string()
  .regex(/^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/, {
    error: 'INVALID_FORMAT',
  });

/** Time of day with zone, as in konbini `expiration_time_shift` (09:00:00.000+09:00). */
export const isoTimeWithZone = z
  .string()
  .regex(/^\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, { error: 'INVALID_FORMAT' });

export const email = z.email({ error: 'INVALID_FORMAT_EMAIL' });

/** #rgb or #rrggbb. */
export const hexColor = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, {
  error: 'INVALID_FORMAT',
});

/** The longest metadata key the app sends, in characters (shared/text-length.ts). */
export const metadataKeyMax = 255;

const metadataScalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * Request metadata is flat (conventions: Wire format): scalars or arrays of scalars; a nested
 * object is NESTED_JSON_NOT_ALLOWED. The customer id key must hold a UUID, in either spelling
 * (spec: metadata.svc-customer-id; shared/service/identifiers.ts).
 */
export const metadataInput = z
  .record(
    z.string().min(1).pipe(limitedText(metadataKeyMax)),
    z.union([metadataScalar, z.array(metadataScalar)], { error: 'NESTED_JSON_NOT_ALLOWED' }),
  )
  .superRefine((value, ctx) => {
    const key = serviceMetadataKeys.customerId;
    for (const spelling of [key, specSpelling(key)]) {
      const customerId = value[spelling];
      if (customerId !== undefined && !uuid.safeParse(customerId).success) {
        ctx.addIssue({ code: 'custom', path: [spelling], message: 'INVALID_UUID' });
      }
    }
  });
export type MetadataInput = z.infer<typeof metadataInput>;

/** Response metadata: whatever the service stored. */
export const metadata = z.record(z.string(), z.unknown());

/** Query values arrive as strings over HTTP and as typed values from the client. */
export const queryBoolean = z.union([z.boolean(), z.stringbool()], { error: 'INVALID_FORMAT' });
export const queryInteger = z.coerce
  .number({ error: 'INVALID_FORMAT' })
  .int({ error: 'INVALID_FORMAT' });

/** `?polling=true` holds the request until the status leaves `pending` (conventions: Charges). */
export const pollingQuery = z.strictObject({ polling: queryBoolean.optional() });

export type FieldError = { field: string; reason: ValidationReason };

/**
 * Parses a request the way the service validates it: on failure, the service's `errors` list
 * (the dotted field path and the reason code carried by the failing check). The client and
 * the simulator both call this, so a mistake reads the same whichever side catches it.
 */
export function parseRequest<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): { success: true; data: z.output<Schema> } | { success: false; errors: FieldError[] } {
  // zod 4 reports an issue's input only when asked; without it a wrong value cannot be told
  // from a missing one.
  const result = schema.safeParse(input, { reportInput: true });
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrors(result.error) };
}

/** A value that is not there at all, whether a type, an enum or a union was expected. */
function isMissingValue(issue: z.core.$ZodIssue): boolean {
  return (
    (issue.code === 'invalid_type' ||
      issue.code === 'invalid_value' ||
      issue.code === 'invalid_union') &&
    issue.input === undefined
  );
}

/**
 * Maps issues to field errors. A missing value (of any expected kind) is REQUIRED_VALUE, an unknown key
 * UNKNOWN_FIELD; a check without a reason code reads as INVALID_FORMAT. Issues must come from
 * a parse with `reportInput: true` (as `parseRequest` does), or every wrong value would read
 * as missing.
 */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        out.push({ field: [...issue.path, key].join('.'), reason: 'UNKNOWN_FIELD' });
      }
      continue;
    }
    const field = issue.path.map(String).join('.');
    if (isMissingValue(issue)) {
      out.push({ field, reason: 'REQUIRED_VALUE' });
      continue;
    }
    const reason = validationReason.safeParse(issue.message);
    out.push({ field, reason: reason.success ? reason.data : 'INVALID_FORMAT' });
  }
  return out;
}
