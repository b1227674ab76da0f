import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { chargeRoutes } from '../../shared/service/charges';
import { createServiceClient } from '../../main/service/service-client';
import { createServicePool, defaultTimeouts } from '../../main/service/service-pool';
import type { Benchmark } from './report';

const storeId = '11e75262-8c6a-60c4-9d8f-efa3568a7fa6';
const chargeId = '11efdfaf-1e1d-899c-9c99-8718c995d6c0';
const secret = 'bench-secret';
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhcHBfdG9rZW4ifQ.c2lnbmF0dXJl';

/** A successful 3DS card charge as the service returns it (fixtures: charge/). */
const chargeJson = JSON.stringify({
  id: chargeId,
  store_id: storeId,
  transaction_token_id: '11efdfad-91d5-3954-91f5-73fd10072929',
  transaction_token_type: 'recurring',
  subscription_id: null,
  merchant_transaction_id: null,
  requested_amount: 12800,
  requested_currency: 'JPY',
  requested_amount_formatted: 12800,
  charged_amount: 12800,
  charged_currency: 'JPY',
  charged_amount_formatted: 12800,
  fee_amount: null,
  fee_currency: null,
  fee_amount_formatted: null,
  only_direct_currency: false,
  capture_at: null,
  descriptor: null,
  descriptor_phone_number: null,
  status: 'successful',
  error: null,
  metadata: { order_id: 'A-20250131-0042', register: 3, items: ['coffee', 'cake'] },
  mode: 'test',
  created_on: '2025-01-31T08:41:08.925809Z',
  redirect: {},
  three_ds: {
    redirect_endpoint: 'https://shop.example/three-ds-return',
    redirect_id: '11efdfaf-1e2d-2367-a000-031ce1aa135d',
    mode: 'normal',
  },
  platform_id: '11e73ea1-d72c-8ce2-996d-4bb6671eb667',
  merchant_id: '11e75262-6cfe-e5ac-ad8c-0f520f83eceb',
  ledger_id: null,
  client_metadata_id: '11efdfaf-1e1c-cf27-942d-578966d41da7',
  updated_on: '2025-01-31T08:41:12.102344Z',
  type: 'normal',
});

const warmupCalls = 1_000;
const measuredPairs = 5_000;
const goal = 1.25;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The client's per-call cost for a validated GET (params, auth, deadline, retry loop, rate
 * limiter, response schema) against a bare undici request plus JSON.parse on a pool with the
 * same settings, both sequential against one local server, in alternating rounds.
 */
const clientBench: Benchmark = async () => {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(chargeJson),
    });
    response.end(chargeJson);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const client = createServiceClient({
    baseUrl: origin,
    appVersion: '0.0.0-bench',
    credentials: () => Promise.resolve({ secret, jwt }),
  });
  const pool = createServicePool(origin, defaultTimeouts);
  const input = { params: { storeId, chargeId } };
  const rawPath = `/stores/${storeId}/charges/${chargeId}`;
  const rawHeaders = { authorization: `Bearer ${secret}.${jwt}`, accept: 'application/json' };

  // The same route with its response schema taken out: what validation costs, for the reader.
  const unvalidated = { ...chargeRoutes.getCharge, response: z.unknown() };
  const viaClient = async () => {
    await client.request(chargeRoutes.getCharge, input);
  };
  const viaClientUnvalidated = async () => {
    await client.request(unvalidated, input);
  };
  const viaUndici = async () => {
    const response = await pool.request({
      origin,
      path: rawPath,
      method: 'GET',
      headers: rawHeaders,
    });
    JSON.parse(await response.body.text());
  };
  const timed = async (call: () => Promise<void>, into: number[]) => {
    const started = performance.now();
    await call();
    into.push((performance.now() - started) * 1_000);
  };

  try {
    for (let n = 0; n < warmupCalls; n++) {
      await viaClient();
      await viaClientUnvalidated();
      await viaUndici();
    }
    // One call of each side in turn, the order flipping every pair, and the median of each
    // side: a busy machine slows both sides alike instead of whichever round it hit. Every
    // tenth pair also times the client without its response schema.
    const clientMicros: number[] = [];
    const unvalidatedMicros: number[] = [];
    const undiciMicros: number[] = [];
    for (let pair = 0; pair < measuredPairs; pair++) {
      if (pair % 2 === 0) {
        await timed(viaClient, clientMicros);
        await timed(viaUndici, undiciMicros);
      } else {
        await timed(viaUndici, undiciMicros);
        await timed(viaClient, clientMicros);
      }
      if (pair % 10 === 0) await timed(viaClientUnvalidated, unvalidatedMicros);
    }
    const clientCost = median(clientMicros);
    const undiciCost = median(undiciMicros);
    const ratio = clientCost / undiciCost;
    return [
      {
        name: 'service client validated GET of a charge vs raw undici request + JSON.parse',
        value: Number(ratio.toFixed(3)),
        unit: 'x of raw undici per call',
        goal: `<= ${goal}`,
        met: ratio <= goal,
        details: {
          'client µs/call (median)': Number(clientCost.toFixed(1)),
          'undici µs/call (median)': Number(undiciCost.toFixed(1)),
          'client without response schema µs/call (median)': Number(
            median(unvalidatedMicros).toFixed(1),
          ),
          'calls per side': measuredPairs,
          'response bytes': Buffer.byteLength(chargeJson),
        },
      },
    ];
  } finally {
    await client.close();
    await pool.close();
    server.closeAllConnections();
    server.close();
  }
};

export default clientBench;
