import { z } from 'zod';
import { defineRoute } from './route';

export const heartbeatRoutes = {
  // Conventions: Wire format, `GET /heartbeat` answers without authentication; its body is
  // not described, so any object is accepted.
  heartbeat: defineRoute({
    method: 'GET',
    path: '/heartbeat',
    auth: 'none',
    params: z.strictObject({}),
    response: z.looseObject({}),
    status: 200,
    idempotent: false,
  }),
};
