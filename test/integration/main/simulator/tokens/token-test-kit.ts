import { expect } from 'vitest';
import type { SimulatorCredentials } from '../../../../../main/simulator/accounts';
import type { SimulatorOptions } from '../../../../../main/simulator/start-simulator';
import { tokensModule } from '../../../../../main/simulator/tokens/tokens-module';
import type { CreateTokenBody } from '../../../../../shared/service/token-create';
import { transactionToken, type TransactionToken } from '../../../../../shared/service/tokens';
import {
  secretAuth,
  startTestSimulator,
  type Answer,
  type TestSimulator,
} from '../simulator-fixture';

/** The tokens module alone, on a frozen clock (time moves only with POST /_sim/clock/advance). */
export function startTokenSimulator(options: SimulatorOptions = {}): Promise<TestSimulator> {
  return startTestSimulator({ modules: [tokensModule], clock: 'frozen', ...options });
}

/** A Luhn-valid card number: `body` followed by its check digit. */
export function cardNumber(body: string): string {
  let sum = 0;
  for (let fromRight = 0; fromRight < body.length; fromRight += 1) {
    const digit = Number(body[body.length - 1 - fromRight]);
    const weighted = fromRight % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A Visa number that is no test card, so it is accepted in live mode too. */
export const liveVisa = cardNumber('455673758689985');

type Body<Type extends CreateTokenBody['payment_type']> = Extract<
  CreateTokenBody,
  { payment_type: Type }
>;
type CardData = Body<'card'>['data'];

export function cardBody(
  data: Partial<CardData> = {},
  fields: Partial<Omit<Body<'card'>, 'payment_type' | 'data'>> = {},
): Body<'card'> {
  return {
    payment_type: 'card',
    type: 'one_time',
    email: 'taro@example.com',
    ...fields,
    data: {
      cardholder: 'TARO YAMADA',
      card_number: liveVisa,
      exp_month: '12',
      exp_year: '2099',
      cvv: '123',
      ...data,
    },
  };
}

export function konbiniBody(): Body<'konbini'> {
  return {
    payment_type: 'konbini',
    email: 'hanako@example.com',
    data: {
      customer_name: 'HANAKO SATO',
      phone_number: { country_code: '81', local_number: '09012345678' },
      convenience_store: 'family_mart',
    },
  };
}

export function scannedQrBody(code: string): Body<'qr_scan'> {
  return { payment_type: 'qr_scan', email: 'qr@example.com', data: { scanned_qr: code } };
}

/** An app token as `GET /_sim/credentials` answers it. */
export type AppToken = SimulatorCredentials['appTokens']['store1Test'];

export interface Caller {
  readonly sim: TestSimulator;
  readonly token: AppToken;
}

export const storePath = (token: AppToken): string => `/stores/${token.storeId ?? ''}`;

export function createToken(
  { sim, token }: Caller,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return sim.call('POST', '/tokens', {
    headers: { authorization: secretAuth(token), ...headers },
    body,
  });
}

/** Creates a token that must succeed and answers the response, checked by the schema. */
export async function createdToken(caller: Caller, body: unknown): Promise<TransactionToken> {
  const answer = await createToken(caller, body);
  expect(answer.status, answer.text).toBe(201);
  return transactionToken.parse(answer.json());
}

async function getToken(
  { sim, token }: Caller,
  id: string,
  storeId = token.storeId ?? '',
): Promise<Answer> {
  return sim.call('GET', `/stores/${storeId}/tokens/${id}`, {
    headers: { authorization: secretAuth(token) },
  });
}

export async function readToken(caller: Caller, id: string): Promise<TransactionToken> {
  const answer = await getToken(caller, id);
  expect(answer.status, answer.text).toBe(200);
  return transactionToken.parse(answer.json());
}

export async function advanceClock(sim: TestSimulator, ms: number): Promise<void> {
  const answer = await sim.call('POST', '/_sim/clock/advance', { body: { ms } });
  expect(answer.status).toBe(200);
}
