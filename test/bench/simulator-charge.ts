import { request } from 'undici';
import { processingDelayMs } from '../../main/simulator/charges/charges-module';
import type { RunningSimulator } from '../../main/simulator/start-simulator';
import { createServiceApi } from '../../main/service/service-api';
import { createServiceClient } from '../../main/service/service-client';

export interface SimulatorCharge {
  readonly storeId: string;
  readonly chargeId: string;
  /** `/stores/{storeId}/charges/{chargeId}` */
  readonly path: string;
  /** `authorization` for the store-1 test token's secret routes. */
  readonly authorization: string;
  /** The exact bytes the simulator answers for the charge, once processed. */
  readonly json: string;
}

/**
 * A successful card charge made through the simulator's token and charge routes, so the
 * benchmarks read what a till actually gets back rather than a hand-written fixture.
 */
export async function createSimulatorCharge(sim: RunningSimulator): Promise<SimulatorCharge> {
  const token = sim.credentials.appTokens.store1Test;
  const storeId = token.storeId ?? '';
  const client = createServiceClient({
    baseUrl: sim.baseUrl,
    appVersion: '0.0.0-bench',
    credentials: () => Promise.resolve({ secret: token.secret, jwt: token.jwt }),
  });
  try {
    const api = createServiceApi(client);
    const cardToken = await api.tokens.createToken({
      body: {
        payment_type: 'card',
        type: 'one_time',
        email: 'taro@example.com',
        data: {
          cardholder: 'TARO YAMADA',
          card_number: '4242424242424242',
          exp_month: '12',
          exp_year: '2099',
          cvv: '123',
        },
      },
    });
    const created = await api.charges.createCharge({
      body: {
        transaction_token_id: cardToken.id,
        amount: 12_800,
        currency: 'JPY',
        metadata: { order_id: 'A-20250131-0042', register: 3, items: ['coffee', 'cake'] },
      },
    });
    // Processing runs on the simulator clock; moving it on settles the charge now.
    sim.clock.advance(processingDelayMs * 2);
    const path = `/stores/${storeId}/charges/${created.id}`;
    const authorization = `Bearer ${token.secret}.${token.jwt}`;
    const answer = await request(`${sim.baseUrl}${path}`, { headers: { authorization } });
    const json = await answer.body.text();
    const status = (JSON.parse(json) as { status?: unknown }).status;
    if (answer.statusCode !== 200 || status !== 'successful') {
      throw new Error(`the simulator's charge is not successful: ${answer.statusCode} ${json}`);
    }
    return { storeId, chargeId: created.id, path, authorization, json };
  } finally {
    await client.close();
  }
}
