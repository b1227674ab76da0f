import { setTimeout as delay } from 'node:timers/promises';
import {
  captureInput,
  cancelInput,
  refundInput,
  saleInput,
} from '../../../../shared/flows/flow-input';
import { isTerminalFlowStep, type FlowProgress } from '../../../../shared/flows/flow-progress';
import { createFlowEngine, type FlowEngine } from '../../../../main/flows/engine/flow-engine';
import type { Journal } from '../../../../main/journal/journal';
import type { ServiceApi } from '../../../../main/service/service-api';
import { payAsCustomer, threeDsCustomer, tillDependencies, tillFlows } from './crash-test-service';

/*
 * A till as the crash-recovery test's sale runner and the soak drive it: the flow engine over a
 * journal, cashiers picking a random sale of every kind (card, card with 3DS, authorize-only,
 * konbini, QR scan, merchant QR, online, bank transfer), then mostly a capture, cancel or refund
 * of a card sale, while the simulated customers pay, authenticate, or walk away.
 */

/** How the customers and cashiers behave, as chances in [0, 1]. */
interface TillCustomers {
  /** The cashier aborts a sale waiting for its customer. */
  readonly abort: number;
  /** Nobody does anything until the wait's bound. */
  readonly walkAway: number;
}

export interface TillOptions {
  readonly journal: Journal;
  readonly api: ServiceApi;
  /** The simulator's, for the customers' triggers. */
  readonly baseUrl: string;
  readonly storeId: string;
  /** Uniform in [0, 1), seeded by the caller so a run can be replayed. */
  readonly random: () => number;
  readonly customers: TillCustomers;
  /** Told once each operation's intent is durable. */
  readonly onIntent: (operationId: string) => void;
  /** Told when the engine refuses to start an operation, with its code. */
  readonly onStartRefused?: (code: string) => void;
  /** The engine's `onFlowError`: every error a flow did not handle itself. */
  readonly onFlowError?: (error: unknown, operationId: string) => void;
  /** A customer who could not reach the simulator leaves the sale to its flow's bound. */
  readonly onCustomerError: (error: unknown) => void;
}

export interface Till {
  readonly engine: FlowEngine;
  /** One sale and, for a card, mostly what a cashier does with it next. */
  oneSale(): Promise<void>;
}

type Started = Awaited<ReturnType<FlowEngine['startSale']>>;

const email = 'till@example.com';
const card = (number: string) => ({
  payment_type: 'card',
  email,
  data: {
    cardholder: 'TARO YAMADA',
    card_number: number,
    exp_month: '12',
    exp_year: '2030',
    cvv: '123',
  },
});

function tokensOf(random: () => number) {
  return {
    card: () => card('4000056655665556'),
    card3ds: () => card('4000000000003220'),
    konbini: () => ({
      payment_type: 'konbini',
      email,
      data: {
        customer_name: 'Hanako Yamada',
        phone_number: { country_code: '81', local_number: '9012345678' },
        convenience_store: 'family_mart',
      },
    }),
    qrScan: () => ({
      payment_type: 'qr_scan',
      email,
      data: {
        scanned_qr: `pay_pay:${Math.floor(random() * 1e15)}${random() < 0.2 ? ':330' : ''}`,
      },
    }),
    qrMerchant: () => ({ payment_type: 'qr_merchant', email, data: { brand: 'pay_pay_merchant' } }),
    online: () => ({
      payment_type: 'online',
      email,
      data: { brand: 'alipay_online', call_method: 'sdk' },
    }),
    bankTransfer: () => ({
      payment_type: 'bank_transfer',
      email,
      data: { brand: 'aozora_bank', match_amount: 'exact' },
    }),
  };
}

/** Card sales come more often: a capture, cancel or refund follows only them. */
const saleKinds = [
  'card',
  'card',
  'card',
  'card3ds',
  'konbini',
  'qrScan',
  'qrMerchant',
  'online',
  'bankTransfer',
] as const;

export function createTill(options: TillOptions): Till {
  const { journal, api, baseUrl, storeId, random, customers } = options;
  const pick = <Item>(items: readonly Item[]): Item =>
    items[Math.floor(random() * items.length)] as Item;
  const tokens = tokensOf(random);

  const waiting = new Map<string, (progress: FlowProgress) => void>();
  const engine: FlowEngine = createFlowEngine({
    journal,
    dependencies: tillDependencies(api, threeDsCustomer(baseUrl, random)),
    scope: { storeId, profileId: 'training', mode: 'test', training: true },
    flows: tillFlows,
    ...(options.onFlowError && { onFlowError: options.onFlowError }),
    emit: (progress) => {
      if (progress.step === 'awaiting_customer' && progress.abortable) customer(progress);
      // A wait left open at its bound no longer offers to abort: the flow is done with it.
      const done =
        isTerminalFlowStep(progress.step) ||
        (progress.step === 'awaiting_customer' && !progress.abortable);
      if (done) waiting.get(progress.operationId)?.(progress);
    },
  });

  /** The customer pays, the cashier aborts, or nobody does anything until the wait's bound. */
  function customer(progress: FlowProgress): void {
    const { operationId, kind, chargeId, amount } = progress;
    const choice = random();
    void delay(random() * 600)
      .then(async () => {
        if (choice < customers.abort) {
          engine.abort(operationId);
        } else if (
          choice < 1 - customers.walkAway &&
          chargeId !== undefined &&
          amount !== undefined
        ) {
          await payAsCustomer(baseUrl, kind, chargeId, amount);
        }
      })
      .catch(options.onCustomerError);
  }

  /** Starts an operation, reports it once its intent is durable, and waits for its flow's end. */
  async function run(start: Promise<Started>): Promise<FlowProgress | undefined> {
    const started = await start;
    if (!started.ok) {
      options.onStartRefused?.(started.error.code);
      return undefined;
    }
    const { operationId } = started.value;
    const end = new Promise<FlowProgress>((resolve) => waiting.set(operationId, resolve));
    options.onIntent(operationId);
    const ended = await end;
    waiting.delete(operationId);
    return ended;
  }

  async function oneSale(): Promise<void> {
    const kind = pick(saleKinds);
    // Random amounts keep the same card from meeting CHARGE_TOO_QUICK (conventions: 30 s).
    const amount = 100 + Math.floor(random() * 99_900);
    const authorizeOnly = kind === 'card' && random() < 0.5;
    const sale = saleInput.parse({
      token: tokens[kind](),
      charge: { amount, currency: 'JPY', capture: !authorizeOnly },
    });
    const end = await run(engine.startSale(sale));
    const chargeId = end?.chargeId;
    if (end?.step !== 'succeeded' || chargeId === undefined || kind !== 'card') return;
    if (authorizeOnly) {
      await run(
        random() < 0.5
          ? engine.startCapture(captureInput.parse({ chargeId, amount, currency: 'JPY' }))
          : engine.startCancel(cancelInput.parse({ chargeId })),
      );
    } else if (random() < 0.8) {
      await run(
        engine.startRefund(
          refundInput.parse({ chargeId, amount, currency: 'JPY', reason: 'customer_request' }),
        ),
      );
    }
  }

  return { engine, oneSale };
}
