import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { isLoopbackHost } from './request-checks';
import { SimulatorError, requestTooLarge, unsupportedMediaType } from './simulator-error';

/*
 * The Fastify instance with every framework answer replaced by the service's error body
 * (conventions: Errors), so no input, however broken, gets Fastify's own shapes or crashes
 * the process:
 *   body not JSON, or empty with a JSON content type   400 BAD_REQUEST (field `body`)
 *   malformed URL or HTTP, over-long path parameter    400 BAD_REQUEST
 *   body over the size limit (or header overflow)      413 INVALID_REQUEST
 *   body with a content type other than JSON           415 INVALID_REQUEST
 *   unknown path                                       404 NOT_FOUND
 *   known path, other method                           405 NOT_ALLOWED with `Allow`
 *   anything unexpected                                500 INTERNAL_ERROR, logged to stderr
 */

/** Every declared path template and its methods, for telling 405 from 404. */
export class RouteTable {
  readonly #routes: { readonly method: string; readonly pattern: RegExp }[] = [];

  add(method: string, template: string): void {
    const pattern = template
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    this.#routes.push({ method, pattern: new RegExp(`^${pattern}$`) });
  }

  methodsFor(path: string): string[] {
    return this.#routes.filter((route) => route.pattern.test(path)).map((route) => route.method);
  }
}

/** Fastify wants one parameter name per position across routes; names differ per declaration. */
export function fastifyPath(template: string): { url: string; names: string[] } {
  const names: string[] = [];
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => `:p${names.push(name) - 1}`);
  return { url, names };
}

export function sendError(reply: FastifyReply, error: SimulatorError): FastifyReply {
  return reply.code(error.status).send(error.body());
}

function frameworkCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

function asSimulatorError(error: unknown): SimulatorError {
  if (error instanceof SimulatorError) return error;
  switch (frameworkCode(error)) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return unsupportedMediaType();
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return requestTooLarge();
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new SimulatorError('BAD_REQUEST', [{ field: 'body', reason: 'INVALID_FORMAT' }]);
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new SimulatorError('BAD_REQUEST');
    default:
      console.error('simulator: unexpected error', error);
      return new SimulatorError('INTERNAL_ERROR');
  }
}

export function createSimulatorServer(options: {
  readonly bodyLimitBytes: number;
  readonly routes: RouteTable;
}): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: options.bodyLimitBytes,
    // HEAD is not part of the service; it is answered 405 like any other undeclared method.
    exposeHeadRoutes: false,
    // Closing must not wait for keep-alive clients or held polling requests.
    forceCloseConnections: true,
    return503OnClosing: false,
    frameworkErrors: (error, _request, reply) => {
      void sendError(reply, asSimulatorError(error));
    },
    clientErrorHandler: (error, socket) => {
      // The peer already reset the connection: nobody is left to answer.
      if (frameworkCode(error) === 'ECONNRESET' || !socket.writable) return;
      const answer =
        frameworkCode(error) === 'HPE_HEADER_OVERFLOW'
          ? requestTooLarge()
          : new SimulatorError('BAD_REQUEST');
      const body = JSON.stringify(answer.body());
      socket.end(
        `HTTP/1.1 ${answer.status} ${answer.code}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  });
  // The service speaks JSON only; Fastify's text/plain parser would let a wrong content type in.
  // Forms are parsed for the browser pages (issuer, wallet); the service and control routes
  // refuse them with 415 themselves.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  app.setErrorHandler((error, _request, reply) => sendError(reply, asSimulatorError(error)));
  // Every route, the service's and the pages too: a rebound DNS name reaches nothing.
  app.addHook('onRequest', (request, _reply, done) => {
    if (isLoopbackHost(request.headers.host)) done();
    else done(new SimulatorError('BAD_REQUEST', [{ field: 'host', reason: 'INVALID_FORMAT' }]));
  });
  app.setNotFoundHandler((request, reply) => {
    const methods = options.routes.methodsFor(request.url.split('?')[0] ?? '');
    if (methods.length === 0) return sendError(reply, new SimulatorError('NOT_FOUND'));
    reply.header('allow', [...new Set(methods)].join(', '));
    return sendError(reply, new SimulatorError('NOT_ALLOWED'));
  });
  return app;
}
