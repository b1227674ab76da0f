import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { chargeRoutes } from '../../shared/service/charges';
import { createServiceClient } from '../../main/service/service-client';
import { createServicePool, defaultTimeouts } from '../../main/service/service-pool';
import { startSimulator } from '../../main/simulator/start-simulator';
import type { Benchmark } from './report';
import { createSimulatorCharge } from './simulator-charge';

/** Any well-formed credentials: the server below checks nothing. */
const secret = 'bench-secret';
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhcHBfdG9rZW4ifQ.c2lnbmF0dXJl';

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
  // The body of a charge the simulator made and settled; the simulator then goes away, so the
  // server below answers those bytes at once and only the client's own cost differs.
  const simulator = await startSimulator();
  const {
    storeId,
    chargeId,
    json: chargeJson,
  } = await createSimulatorCharge(simulator).finally(() => simulator.close());
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
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
