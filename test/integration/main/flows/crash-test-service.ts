import { setTimeout as delay } from 'node:timers/promises';
import { request } from 'undici';
import { z } from 'zod';
import { bankTransferSaleFlow } from '../../../../main/flows/sales/bank-transfer/bank-transfer-sale-flow';
import { cancelFlow } from '../../../../main/flows/charge-actions/cancel-flow';
import { captureFlow } from '../../../../main/flows/charge-actions/capture-flow';
import { cardSaleFlow } from '../../../../main/flows/sales/card/card-sale-flow';
import type { FlowProgress } from '../../../../shared/flows/flow-progress';
import type {
  Authenticator,
  FlowDependencies,
} from '../../../../main/flows/engine/flow-definition';
import { createFlowEngine, type FlowEngine } from '../../../../main/flows/engine/flow-engine';
import { recoverOperations, type Recovery } from '../../../../main/flows/recovery/recovery';
import type { Journal } from '../../../../main/journal/journal';
import type { AnyFlowDefinition } from '../../../../main/flows/engine/flow-registry';
import { konbiniSaleFlow } from '../../../../main/flows/sales/konbini-sale-flow';
import { onlineSaleFlow } from '../../../../main/flows/sales/online-sale-flow';
import { qrMerchantSaleFlow } from '../../../../main/flows/sales/qr-merchant-sale-flow';
import { qrScanSaleFlow } from '../../../../main/flows/sales/qr-scan-sale-flow';
import { refundFlow } from '../../../../main/flows/charge-actions/refund-flow';
import { iframePollSchedule, threeDsPollSchedule } from '../../../../main/service/polling';
import { createServiceApi, type ServiceApi } from '../../../../main/service/service-api';
import { createServiceClient, type ServiceClient } from '../../../../main/service/service-client';
import { sleep } from '../../../../main/service/sleep';

/*
 * What the crash-recovery test and its sale runner share: the till's credentials as the
 * parent hands them over in a file (never on the command line or in a log), the service
 * client built from them, the flows every till runs, and the simulator's triggers and the
 * issuer page by which the test plays the customer.
 */

export const tillCredentials = z.strictObject({
  baseUrl: z.url(),
  storeId: z.uuid(),
  secret: z.string(),
  jwt: z.string(),
});
export type TillCredentials = z.infer<typeof tillCredentials>;

/** Every flow that charges, captures, cancels or refunds: the ones a crash can interrupt. */
export const tillFlows: readonly AnyFlowDefinition[] = [
  cardSaleFlow,
  konbiniSaleFlow,
  qrScanSaleFlow,
  qrMerchantSaleFlow,
  onlineSaleFlow,
  bankTransferSaleFlow,
  captureFlow,
  cancelFlow,
  refundFlow,
];

export interface TillService {
  readonly client: ServiceClient;
  readonly api: ServiceApi;
}

export function tillService(credentials: TillCredentials): TillService {
  const client = createServiceClient({
    baseUrl: credentials.baseUrl,
    appVersion: 'crash-test',
    credentials: () => Promise.resolve({ secret: credentials.secret, jwt: credentials.jwt }),
  });
  return { client, api: createServiceApi(client) };
}

/**
 * The flows' waits on the real clock, short enough that a till killed every second or two
 * still sees charges end, and a customer who never pays reaches the wait's bound quickly.
 */
export function tillDependencies(
  api: ServiceApi,
  authenticator: FlowDependencies['authenticator'],
): FlowDependencies {
  return {
    api,
    authenticator,
    sleep,
    now: () => new Date(),
    tillId: '7e110000-0000-4000-8000-000000000001',
    schedules: {
      threeDs: threeDsPollSchedule({ firstMs: 100, capMs: 400, maxPolls: 40 }),
      iframe: iframePollSchedule({ intervalMs: 150, maxPolls: 40 }),
      awaitingCustomer: iframePollSchedule({ intervalMs: 150, maxPolls: 20 }),
    },
  };
}

/**
 * The next start's recovery of `journal`, on an engine as the app's session makes it, with
 * `authenticator` as the customer at any issuer page it offers again.
 */
export function recoverTillJournal(options: {
  readonly journal: Journal;
  readonly api: ServiceApi;
  readonly storeId: string;
  readonly authenticator: Authenticator;
  readonly emit: (progress: FlowProgress) => void;
  readonly onFlowError: NonNullable<Parameters<typeof createFlowEngine>[0]['onFlowError']>;
}): Promise<Recovery> {
  const engine: FlowEngine = createFlowEngine({
    journal: options.journal,
    dependencies: tillDependencies(options.api, options.authenticator),
    scope: { storeId: options.storeId, profileId: 'training', mode: 'test', training: true },
    flows: tillFlows,
    emit: options.emit,
    onFlowError: options.onFlowError,
  });
  return recoverOperations({ journal: options.journal, engine });
}

/** The simulator's customer triggers (docs/simulator.md: Charges, Triggers). */
async function trigger(baseUrl: string, name: string, body: unknown): Promise<void> {
  const answer = await request(`${baseUrl}/_sim/triggers/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await answer.body.text();
}

/**
 * The customer at a card charge's issuer page: after a moment authenticates (or fails) through
 * the simulator, unless `stays` says they left the counter, when the page stays open untouched
 * until the flow closes it (the cashier's abort or the flow's bound).
 */
export function threeDsCustomer(
  baseUrl: string,
  random: () => number,
  stays: () => boolean = () => true,
): Authenticator {
  return {
    async open(page, signal) {
      const chargeId = new URLSearchParams(page.body ?? '').get('resource_id');
      if (chargeId === null) throw new Error('the 3DS page names no charge');
      if (!stays()) {
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        return 'aborted';
      }
      try {
        await delay(random() * 400, undefined, { signal });
      } catch (error) {
        // The flow closed the page first: the charge ended, or the cashier aborted.
        if (signal.aborted) return 'aborted';
        throw error;
      }
      const outcome = random() < 0.8 ? 'success' : 'failure';
      await trigger(baseUrl, 'three_ds.complete', { resource: 'charge', id: chargeId, outcome });
      return 'completed';
    },
  };
}

/** The customer pays an awaiting charge of a sale of `kind`, as the simulator lets them. */
export function payAsCustomer(
  baseUrl: string,
  kind: string,
  chargeId: string,
  amount: number,
): Promise<void> {
  switch (kind) {
    case 'konbini_sale':
      return trigger(baseUrl, 'konbini.pay', { chargeId });
    case 'qr_merchant_sale':
      return trigger(baseUrl, 'qr_merchant.pay', { chargeId });
    case 'online_sale':
      return trigger(baseUrl, 'online.complete', { chargeId, outcome: 'success' });
    case 'bank_transfer_sale':
      return trigger(baseUrl, 'bank_transfer.receive', { chargeId, amount });
    default:
      return Promise.resolve();
  }
}
