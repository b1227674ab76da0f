import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { paginated, paginationQuery } from '../../../../shared/service/pagination';
import { defineRoute } from '../../../../shared/service/route';
import { bindRoutes } from '../../../../main/service/bind-routes';
import { createServiceClient } from '../../../../main/service/service-client';
import { mockService, origin } from './mock-service';

const widget = z.looseObject({ id: z.string(), colour: z.string() });

const widgetRoutes = {
  getWidget: defineRoute({
    method: 'GET',
    path: '/stores/{storeId}/widgets/{widgetId}',
    auth: 'secret',
    params: z.strictObject({ storeId: z.string(), widgetId: z.string() }),
    response: widget,
    status: 200,
    idempotent: false,
  }),
  listWidgets: defineRoute({
    method: 'GET',
    path: '/widgets',
    auth: 'secret',
    params: z.strictObject({}),
    query: paginationQuery.extend({ colour: z.string().optional() }),
    response: paginated(widget),
    status: 200,
    idempotent: false,
  }),
  createWidget: defineRoute({
    method: 'POST',
    path: '/stores/{storeId}/widgets',
    auth: 'secret',
    params: z.strictObject({ storeId: z.string() }),
    body: z.strictObject({ colour: z.string(), note: z.string().optional() }),
    response: widget,
    status: 201,
    idempotent: true,
  }),
};

function boundWidgets() {
  const service = mockService();
  const client = createServiceClient({
    baseUrl: origin,
    appVersion: '0.0.0',
    credentials: () => Promise.resolve({ secret: 's', jwt: 'j' }),
    dispatcher: service.agent,
  });
  return { service, widgets: bindRoutes(client, widgetRoutes) };
}

describe('bound routes', () => {
  it('make one function per declaration, resolving to the parsed response', async () => {
    const { service, widgets } = boundWidgets();
    service.reply(200, { id: 'w1', colour: '#fff', extra: true });
    service.reply(201, { id: 'w2', colour: '#000' });
    const got = await widgets.getWidget({ params: { storeId: 's', widgetId: 'w1' } });
    const created = await widgets.createWidget(
      { params: { storeId: 's' }, body: { colour: '#000' } },
      { idempotencyKey: 'k-1' },
    );
    expect(Object.keys(widgets)).toEqual(['getWidget', 'listWidgets', 'createWidget']);
    expect(got).toEqual({ id: 'w1', colour: '#fff', extra: true });
    expect(created.id).toBe('w2');
    expect(service.calls().map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /stores/s/widgets/w1',
      'POST /stores/s/widgets',
    ]);
    expect(service.calls()[1]?.headers['idempotency-key']).toBe('k-1');
  });

  it('take no input when every part of it is optional', async () => {
    const { service, widgets } = boundWidgets();
    service.reply(200, { items: [], has_more: false });
    expect(await widgets.listWidgets()).toEqual({ items: [], has_more: false });
  });

  it('type input and output from the declarations', () => {
    const { widgets } = boundWidgets();
    type Widget = z.infer<typeof widget>;
    expectTypeOf(widgets.getWidget).parameter(0).toEqualTypeOf<{
      readonly params: { storeId: string; widgetId: string };
    }>();
    expectTypeOf(widgets.getWidget).returns.resolves.toEqualTypeOf<Widget>();
    expectTypeOf(widgets.createWidget)
      .parameter(0)
      .toExtend<{ readonly body: { colour: string; note?: string | undefined } }>();
    expectTypeOf(widgets.listWidgets).parameter(0).toExtend<
      | {
          readonly params?: Record<never, never>;
          readonly query?: { limit?: unknown; colour?: string | undefined };
        }
      | undefined
    >();
    expectTypeOf(widgets.listWidgets).returns.resolves.toHaveProperty('has_more');
    type GetInput = Parameters<typeof widgets.getWidget>[0];
    type CreateInput = Parameters<typeof widgets.createWidget>[0];
    expectTypeOf<{ params: { storeId: 's' } }>().not.toExtend<GetInput>();
    expectTypeOf<{ params: { storeId: 's' }; body: { colour: 1 } }>().not.toExtend<CreateInput>();
    expectTypeOf<{ params: { storeId: 's' } }>().not.toExtend<CreateInput>();
  });
});
