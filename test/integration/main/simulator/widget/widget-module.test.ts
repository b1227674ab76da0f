import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { widgetModule } from '../../../../../main/simulator/widget/widget-module';
import { checkoutInfo } from '../../../../../shared/service/checkout-info';
import { widgetColorDefaults, widgetRoutes } from '../../../../../shared/service/widget';
import { jwtAuth, secretAuth, startTestSimulator, type TestSimulator } from '../simulator-fixture';

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startTestSimulator({ modules: [widgetModule], clock: 'frozen' });
});
beforeEach(async () => {
  await sim.call('POST', '/_sim/reset');
});
afterAll(() => sim.close());

async function patch(
  colors: Record<string, unknown>,
  token = sim.credentials.appTokens.store1Test,
) {
  return sim.call('PATCH', `/stores/${token.storeId ?? ''}/widget_configuration`, {
    headers: { authorization: secretAuth(token) },
    body: { colors },
  });
}

async function patchOk(
  colors: Record<string, unknown>,
  token = sim.credentials.appTokens.store1Test,
) {
  const answer = await patch(colors, token);
  expect(answer.status).toBe(200);
  return widgetRoutes.updateWidgetConfiguration.response.parse(answer.json());
}

describe('widget configuration (PATCH /stores/{storeId}/widget_configuration)', () => {
  it("answers all seven colours: the given ones over the spec's defaults", async () => {
    expect(await patchOk({ main_color: '#123456' })).toEqual({
      colors: { ...widgetColorDefaults, main_color: '#123456' },
    });
  });

  it('merges each change over the colours the store has now', async () => {
    await patchOk({ main_color: '#123456', base_text: '#111' });
    expect(await patchOk({ base_text: '#222222', secondary_text: '#abcdef' })).toEqual({
      colors: {
        ...widgetColorDefaults,
        main_color: '#123456',
        base_text: '#222222',
        secondary_text: '#abcdef',
      },
    });
  });

  it('keeps one configuration per store', async () => {
    await patchOk({ main_background: '#000000' });
    const other = await patchOk({ main_text: '#ffffff' }, sim.credentials.appTokens.store2Test);
    expect(other.colors).toEqual({ ...widgetColorDefaults, main_text: '#ffffff' });
  });

  it('shares the configuration between the test and live tokens of a store', async () => {
    await patchOk({ main_background: '#000000' });
    const live = await patchOk({ main_text: '#ffffff' }, sim.credentials.appTokens.store1Live);
    expect(live.colors).toMatchObject({ main_background: '#000000', main_text: '#ffffff' });
  });

  it('refuses a body without any colour and a value that is not a hex colour', async () => {
    const empty = await patch({});
    expect(empty.status).toBe(400);
    expect(empty.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'colors', reason: 'REQUIRED_VALUE' }],
    });
    const wrong = await patch({ main_color: 'red' });
    expect(wrong.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'colors.main_color', reason: 'INVALID_FORMAT' }],
    });
  });

  it('starts again from the defaults after a reset', async () => {
    await patchOk({ main_color: '#123456' });
    await sim.call('POST', '/_sim/reset');
    expect((await patchOk({ base_text: '#111111' })).colors.main_color).toBe(
      widgetColorDefaults.main_color,
    );
  });
});

describe('checkout info (GET /checkout_info, references: Widget colours)', () => {
  const read = (token = sim.credentials.appTokens.store1Test, query = '') =>
    sim.call('GET', `/checkout_info${query}`, { headers: { authorization: jwtAuth(token) } });

  it("answers the store's colours under theme.colors, as the widget reads them with the JWT", async () => {
    await patchOk({ main_color: '#123456' });
    const answer = await read(sim.credentials.appTokens.store1Test, '?origin=https://shop.example');
    expect(answer.status).toBe(200);
    expect(checkoutInfo.parse(answer.json())).toMatchObject({
      mode: 'test',
      theme: { colors: { ...widgetColorDefaults, main_color: '#123456' } },
    });
  });

  it("answers the spec's defaults for a store whose widget was never configured", async () => {
    const answer = await read(sim.credentials.appTokens.store2Test);
    expect(checkoutInfo.parse(answer.json()).theme.colors).toEqual(widgetColorDefaults);
  });

  it('refuses a merchant token, which names no store', async () => {
    const answer = await read(sim.credentials.appTokens.merchant);
    expect(answer.status).toBe(403);
  });
});
