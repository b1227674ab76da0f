import type { IncomingMessage } from 'node:http';
import { RequestRefusal } from './request-refusal';

/**
 * The body as text, refused past `limit` bytes. The rest is drained unread rather than the
 * socket destroyed, so the refusal still reaches the client; the host then closes it.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<string> {
  const tooLarge = new RequestRefusal(413, 'INVALID_INPUT', 'The request body is too large.', {
    Connection: 'close',
  });
  if (Number(request.headers['content-length'] ?? 0) > limit) {
    request.resume();
    return Promise.reject(tooLarge);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      request.off('data', onData).off('end', onEnd);
      request.resume();
      reject(tooLarge);
    };
    const onEnd = () => resolve(Buffer.concat(chunks).toString('utf8'));
    request.on('data', onData).once('end', onEnd).once('error', reject);
  });
}
