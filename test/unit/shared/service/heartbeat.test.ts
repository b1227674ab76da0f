import { describe, expect, it } from 'vitest';
import { heartbeatRoutes } from '../../../../shared/service/heartbeat';

describe('heartbeat', () => {
  it('is a GET of /heartbeat without authentication or parameters', () => {
    const route = heartbeatRoutes.heartbeat;
    expect([route.method, route.path, route.auth, route.status, route.idempotent]).toEqual([
      'GET',
      '/heartbeat',
      'none',
      200,
      false,
    ]);
    expect(route.params.safeParse({}).success).toBe(true);
    expect(route.params.safeParse({ storeId: 'x' }).success).toBe(false);
  });

  it('accepts an empty object or any fields the service adds', () => {
    const response = heartbeatRoutes.heartbeat.response;
    expect(response.safeParse({}).success).toBe(true);
    expect(response.parse({ status: 'ok', version: 3 })).toEqual({ status: 'ok', version: 3 });
    expect(response.safeParse('ok').success).toBe(false);
  });
});
