import { ResponseError, ResponseErrorCode } from 'univapay-node';
import { describe, expect, it } from 'vitest';
import { cardBody } from '../integration/main/simulator/tokens/token-test-kit';
import { sdkSpelling, useConformance } from './sdk-harness';

/*
 * Error bodies as the SDK reads them: its parser takes the simulator's code and field reasons,
 * each one the SDK knows, and both authorization forms reach the routes that take them.
 */

const conformance = useConformance();

const sdkCodes = new Set<string>(Object.values(ResponseErrorCode));

async function refusal(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ResponseError))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return error.errorResponse;
}

describe('error bodies through the SDK', () => {
  it('reads a missing charge as NOT_FOUND with its status', async () => {
    const { withSecret, storeId } = conformance();
    const answer = await refusal(
      withSecret.charges.get(storeId, '11111111-1111-4111-8111-111111111111'),
    );
    expect(answer).toMatchObject({ code: 'NOT_FOUND', httpCode: 404 });
  });

  it('reads a validation error with field reasons the SDK knows', async () => {
    const { withSecret } = conformance();
    const token = await withSecret.transactionTokens.create(sdkSpelling(cardBody()));
    const answer = await refusal(
      withSecret.charges.create(
        sdkSpelling({ transaction_token_id: token.id, amount: 1000, currency: 'JPY', bogus: 1 }),
      ),
    );
    expect(answer.code).toBe('VALIDATION_ERROR');
    expect(answer.errors.length).toBeGreaterThan(0);
    for (const { reason } of answer.errors) expect(sdkCodes.has(reason)).toBe(true);
  });

  it('refuses a secret route called with the JWT alone', async () => {
    const { withJwt } = conformance();
    const answer = await refusal(withJwt.transactionTokens.create(sdkSpelling(cardBody())));
    expect(sdkCodes.has(answer.code)).toBe(true);
    expect(answer.httpCode).toBe(401);
  });
});
