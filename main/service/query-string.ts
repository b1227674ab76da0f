import type { FieldError } from '../../shared/service/common';
import { err, ok, type Result } from '../../shared/result';

type Scalar = string | number | boolean | bigint;

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  typeof value === 'bigint';

/**
 * The query string of a validated query object: `?a=1&b=true`, or '' when nothing is set.
 * Undefined values are left out, booleans read `true`/`false`, an array repeats its key.
 * A value no query can carry (an object, null) is a field error rather than `[object Object]`.
 */
export function encodeQuery(query: unknown): Result<string, FieldError[]> {
  if (query === undefined) return ok('');
  if (typeof query !== 'object' || query === null) {
    return err([{ field: '', reason: 'INVALID_FORMAT' }]);
  }
  const pairs: string[] = [];
  const fields: FieldError[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (isScalar(item)) {
        pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
      } else {
        fields.push({ field: key, reason: 'INVALID_FORMAT' });
        break;
      }
    }
  }
  if (fields.length > 0) return err(fields);
  return ok(pairs.length === 0 ? '' : `?${pairs.join('&')}`);
}
