import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { startSimulator } from '../../main/simulator/start-simulator';
import type { Benchmark, BenchReport } from './report';
import { createSimulatorCharge } from './simulator-charge';

/*
 * The simulator's throughput against a bare node:http server answering the same bytes, both
 * driven by the same undici load generator in the same run, so the ratio holds on any machine.
 * Two routes: GET /heartbeat (the unauthenticated pipeline) and GET
 * /stores/{storeId}/charges/{chargeId} of a charge made through the simulator with all its
 * modules, which goes through every step a resource read does (rate limits, faults, secret +
 * JWT check, strict params and query, store scope, the charge lookup, response check).
 * The ratio is of wall-clock throughput. `cpuTimeRatio` is the same ratio per second of this
 * process's CPU time: on a machine shared with other work, wall-clock rounds lose time to the
 * other processes and scatter, while CPU time per request barely moves, so it tells a real
 * change from noise. On an idle machine the two agree, since the process is CPU-bound.
 */

const concurrency = 32;
const warmupRequests = 2_000;
const measuredRequests = 5_000;
/** Bounds each run, so a slow machine still finishes the whole bench in well under a minute. */
const maxRunMs = 2_000;
/** Short interleaved rounds, best of each side: a burst of machine noise spoils one round, not the ratio. */
const rounds = 5;
const goal = 0.5;

async function bareServer(payload: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(payload),
    });
    response.end(payload);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

interface Run {
  readonly perSecond: number;
  /** Completed requests per second of this process's CPU time (client and server together). */
  readonly perCpuSecond: number;
  readonly completed: number;
  readonly failed: number;
}

/** Keeps `concurrency` requests in flight until `count` are issued or `maxMs` passes. */
async function drive(
  pool: Pool,
  path: string,
  headers: Record<string, string>,
  count: number,
  maxMs: number,
): Promise<Run> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const deadline = started + maxMs;
  let issued = 0;
  let completed = 0;
  let failed = 0;
  const worker = async (): Promise<void> => {
    while (issued < count && performance.now() < deadline) {
      issued += 1;
      const response = await pool.request({ method: 'GET', path, headers });
      await response.body.dump();
      if (response.statusCode === 200) completed += 1;
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const cpu = process.cpuUsage(cpuBefore);
  return {
    perSecond: (completed * 1000) / (performance.now() - started),
    perCpuSecond: (completed * 1e6) / (cpu.user + cpu.system),
    completed,
    failed,
  };
}

interface Target {
  readonly origin: string;
  readonly path: string;
  readonly headers: Record<string, string>;
}

async function compare(name: string, simulator: Target, baseline: Target): Promise<BenchReport> {
  const pools = [simulator, baseline].map(
    (target) => new Pool(target.origin, { connections: concurrency, pipelining: 1 }),
  );
  const [simulatorPool, baselinePool] = pools;
  if (!simulatorPool || !baselinePool) throw new Error('two pools');
  try {
    await drive(baselinePool, baseline.path, baseline.headers, warmupRequests, maxRunMs);
    await drive(simulatorPool, simulator.path, simulator.headers, warmupRequests, maxRunMs);
    let best = { simulator: 0, baseline: 0 };
    let bestCpu = { simulator: 0, baseline: 0 };
    let failed = 0;
    for (let round = 0; round < rounds; round += 1) {
      const base = await drive(
        baselinePool,
        baseline.path,
        baseline.headers,
        measuredRequests,
        maxRunMs,
      );
      const sim = await drive(
        simulatorPool,
        simulator.path,
        simulator.headers,
        measuredRequests,
        maxRunMs,
      );
      failed += base.failed + sim.failed;
      best = {
        simulator: Math.max(best.simulator, sim.perSecond),
        baseline: Math.max(best.baseline, base.perSecond),
      };
      bestCpu = {
        simulator: Math.max(bestCpu.simulator, sim.perCpuSecond),
        baseline: Math.max(bestCpu.baseline, base.perCpuSecond),
      };
    }
    const ratio = Math.round((best.simulator / best.baseline) * 100) / 100;
    return {
      name,
      value: ratio,
      unit: 'x of baseline',
      goal: `>= ${goal}`,
      met: ratio >= goal && failed === 0,
      details: {
        simulatorRps: Math.round(best.simulator),
        baselineRps: Math.round(best.baseline),
        cpuTimeRatio: Math.round((bestCpu.simulator / bestCpu.baseline) * 100) / 100,
        concurrency,
        requestsPerRound: measuredRequests,
        rounds,
        failed,
        setup: 'client and servers in one process',
      },
    };
  } finally {
    await Promise.all(pools.map((pool) => pool.close()));
  }
}

const simulatorBench: Benchmark = async () => {
  const simulator = await startSimulator({
    rateLimits: { exactPerMinute: 1e9, routePerMinute: 1e9 },
  });
  try {
    const charge = await createSimulatorCharge(simulator);
    const headers = { authorization: charge.authorization };
    const heartbeat = await bareServer(JSON.stringify({ status: 'ok' }));
    const chargeServer = await bareServer(charge.json);
    try {
      return [
        await compare(
          'simulator GET /heartbeat throughput vs bare node:http',
          { origin: simulator.baseUrl, path: '/heartbeat', headers: {} },
          { origin: heartbeat.origin, path: '/heartbeat', headers: {} },
        ),
        await compare(
          'simulator authenticated GET of a charge throughput vs bare node:http',
          { origin: simulator.baseUrl, path: charge.path, headers },
          { origin: chargeServer.origin, path: charge.path, headers },
        ),
      ];
    } finally {
      heartbeat.server.close();
      chargeServer.server.close();
      await Promise.all([once(heartbeat.server, 'close'), once(chargeServer.server, 'close')]);
    }
  } finally {
    await simulator.close();
  }
};

export default simulatorBench;
