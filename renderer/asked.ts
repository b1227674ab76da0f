import type { IpcError, IpcResult } from '../shared/ipc/ipc-result';

/**
 * Where a question put to main about one thing stands (a profile's connection test, a review's
 * check with the service): asked and not answered yet, answered, or failed.
 */
export type Asked<Answer> =
  | { state: 'asking' }
  | { state: 'answered'; answer: Answer }
  | { state: 'failed'; error: IpcError };

/** Main's reply as where the question stands, the answer read from what main sent. */
export function askedOf<Data, Answer>(
  result: IpcResult<Data>,
  read: (data: Data) => Answer,
): Asked<Answer> {
  return result.ok
    ? { state: 'answered', answer: read(result.data) }
    : { state: 'failed', error: result.error };
}
