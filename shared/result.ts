/**
 * Outcome of an operation that can fail for reasons the caller must handle (a held lock, a
 * damaged file, a full disk): the failure is a value with a code, never a thrown surprise.
 * In shared/ so main and the renderer speak of outcomes alike.
 */
export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function err<E>(error: E): Result<never, E> {
  return { ok: false, error };
}
