import type { IpcError } from '../../shared/ipc/ipc-result';

/**
 * An expected refusal as one log line: the channel, the code and the message the renderer
 * got (no printer here, no profile, a token the service refused). A stack would only bury the
 * line a support person looks for; the message is the renderer's, so it names no secret.
 */
export function refusalLine(channel: string, refusal: IpcError): string {
  const fields = refusal.fields?.map(({ field, reason }) => `${field}:${reason}`).join(', ');
  const message = refusal.message.replace(/\s+/g, ' ').trim();
  return `counter: ${channel} refused ${refusal.code}: ${message}${
    fields === undefined || fields === '' ? '' : ` [${fields}]`
  }`;
}
