import { expect } from 'vitest';
import {
  chargesModule,
  processingDelayMs,
} from '../../../../../main/simulator/charges/charges-module';
import type { SimulatorOptions } from '../../../../../main/simulator/start-simulator';
import { tokensModule } from '../../../../../main/simulator/tokens/tokens-module';
import { charge, type Charge } from '../../../../../shared/service/charges';
import {
  issuerToken,
  threeDsIssuerToken,
  type IssuerToken,
  type ThreeDsIssuerToken,
} from '../../../../../shared/service/issuer-tokens';
import type { CreateTokenBody } from '../../../../../shared/service/token-create';
import {
  jwtAuth,
  secretAuth,
  startTestSimulator,
  type Answer,
  type TestSimulator,
} from '../simulator-fixture';
import { advanceClock, type Caller } from '../tokens/token-test-kit';

/** The tokens and charges modules on a frozen clock (time moves only with clock/advance). */
export function startChargeSimulator(options: SimulatorOptions = {}): Promise<TestSimulator> {
  return startTestSimulator({
    modules: [tokensModule, chargesModule],
    clock: 'frozen',
    ...options,
  });
}

export const caller = (
  sim: TestSimulator,
  label: keyof TestSimulator['credentials']['appTokens'],
): Caller => ({
  sim,
  token: sim.credentials.appTokens[label],
});

const chargePath = ({ token }: Caller, id: string): string =>
  `/stores/${token.storeId ?? ''}/charges/${id}`;

type Body<Type extends CreateTokenBody['payment_type']> = Extract<
  CreateTokenBody,
  { payment_type: Type }
>;

/** Token bodies the token kit has no builder for. */
export const applePayBody = (): Body<'apple_pay'> => ({
  payment_type: 'apple_pay',
  email: 'apple@example.com',
  data: { applepay_token: 'training-apple-pay-token', cardholder: 'JIRO SUZUKI' },
});

export const qrMerchantBody = (): Body<'qr_merchant'> => ({
  payment_type: 'qr_merchant',
  email: 'mpm@example.com',
  data: { brand: 'pay_pay_merchant' },
});

export const onlineBody = (data: Partial<Body<'online'>['data']> = {}): Body<'online'> => ({
  payment_type: 'online',
  data: { brand: 'alipay_online', call_method: 'http_get', ...data },
});

export const bankTransferBody = (
  data: Partial<Body<'bank_transfer'>['data']> = {},
): Body<'bank_transfer'> => ({
  payment_type: 'bank_transfer',
  email: 'transfer@example.com',
  data: { brand: 'aozora_bank', ...data },
});

export function createCharge(
  { sim, token }: Caller,
  body: Record<string, unknown>,
): Promise<Answer> {
  return sim.call('POST', '/charges', { headers: { authorization: secretAuth(token) }, body });
}

/** Creates a charge that must be accepted: 201, `pending`, and parsed by the shared schema. */
export async function newCharge(
  who: Caller,
  tokenId: string,
  body: Record<string, unknown> = {},
): Promise<Charge> {
  const answer = await createCharge(who, {
    transaction_token_id: tokenId,
    amount: 1000,
    currency: 'JPY',
    ...body,
  });
  expect(answer.status, answer.text).toBe(201);
  const created = charge.parse(answer.json());
  expect(created.status).toBe('pending');
  return created;
}

export function getCharge(who: Caller, id: string, query = ''): Promise<Answer> {
  return who.sim.call('GET', `${chargePath(who, id)}${query}`, {
    headers: { authorization: secretAuth(who.token) },
  });
}

export async function readCharge(who: Caller, id: string, query = ''): Promise<Charge> {
  const answer = await getCharge(who, id, query);
  expect(answer.status, answer.text).toBe(200);
  return charge.parse(answer.json());
}

/** The issuer token routes show the JWT alone (spec: Authentication 2). */
export function getIssuerToken(who: Caller, id: string): Promise<Answer> {
  return who.sim.call('GET', `${chargePath(who, id)}/issuer_token`, {
    headers: { authorization: jwtAuth(who.token) },
  });
}

export async function readIssuerToken(who: Caller, id: string): Promise<IssuerToken> {
  const answer = await getIssuerToken(who, id);
  expect(answer.status, answer.text).toBe(200);
  return issuerToken.parse(answer.json());
}

export function getThreeDsIssuerToken(who: Caller, id: string): Promise<Answer> {
  return who.sim.call('GET', `${chargePath(who, id)}/three_ds/issuer_token`, {
    headers: { authorization: jwtAuth(who.token) },
  });
}

export async function readThreeDsIssuerToken(who: Caller, id: string): Promise<ThreeDsIssuerToken> {
  const answer = await getThreeDsIssuerToken(who, id);
  expect(answer.status, answer.text).toBe(200);
  return threeDsIssuerToken.parse(answer.json());
}

/** Lets the simulated service process the charges created so far. */
export const processCharges = (sim: TestSimulator): Promise<void> =>
  advanceClock(sim, processingDelayMs);

export function trigger(sim: TestSimulator, name: string, body: unknown): Promise<Answer> {
  return sim.call('POST', `/_sim/triggers/${name}`, { body });
}

/** Runs a trigger that must succeed and answers its body's `charge`, parsed by the schema. */
export async function triggerCharge(
  sim: TestSimulator,
  name: string,
  body: unknown,
): Promise<Charge> {
  const answer = await trigger(sim, name, body);
  expect(answer.status, answer.text).toBe(200);
  const json = answer.json();
  return charge.parse(
    typeof json === 'object' && json !== null && 'charge' in json ? json.charge : json,
  );
}
