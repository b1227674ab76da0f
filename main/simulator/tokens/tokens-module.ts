import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { amountInput, currencyCode, currencyInput } from '../../../shared/money';
import { metadataInput, uuid } from '../../../shared/service/common';
import { isPaymentType, tokenRoutes } from '../../../shared/service/tokens';
import { inTokenScope, requireStoreToken } from '../auth';
import { paginateIndex } from '../pagination';
import { SimulatorError } from '../simulator-error';
import type { SimulatorModule } from '../simulator-module';
import { checkCreateTokenRules } from './create-token-rules';
import { newTokenRecord } from './new-token-record';
import { tokenAliasesCollection } from './token-alias-record';
import { tokenListFilters } from './token-list-filters';
import { tokensCollection, type TokenRecord } from './token-record';
import { aliasResponse, createResponse, listItem } from './token-responses';
import { threeDsIssuerTokenOf, threeDsReady } from './token-three-ds';

/**
 * How long the service takes, on the simulator's clock, to prepare a token's 3DS
 * authentication (pending -> awaiting) and to run its CVV authorization (pending -> current).
 * Spec: Limits, the client's first poll comes after 1 s, so a 2 s preparation is seen pending.
 */
export const tokenProcessingMs = 2000;

const tokenId = z.strictObject({ id: z.string() });

/** `POST /_sim/stores/{storeId}/tokens/{tokenId}/aliases` (docs/simulator.md: Transaction tokens). */
const createAliasBody = z
  .strictObject({
    amount: amountInput.optional(),
    currency: currencyInput.optional(),
    alias_metadata: metadataInput.optional(),
  })
  .superRefine((body, ctx) => {
    // DESIGN.md: Money, an amount is always next to its currency.
    if ((body.amount === undefined) !== (body.currency === undefined)) {
      const field = body.amount === undefined ? 'amount' : 'currency';
      ctx.addIssue({ code: 'custom', path: [field], message: 'DEPENDS_ON_OTHER_FIELD' });
    }
  });

export const tokensModule: SimulatorModule = {
  name: 'tokens',
  collections: [tokensCollection, tokenAliasesCollection],
  register(sim) {
    const tokens = sim.state.collection(tokensCollection);
    const aliases = sim.state.collection(tokenAliasesCollection);

    /** A token of the path's store; another store's token is as unknown as a missing one. */
    const tokenOf = (storeId: string, id: string): TokenRecord => {
      const record = tokens.get(id);
      if (!record || record.token.store_id !== storeId) throw new SimulatorError('NOT_FOUND');
      return record;
    };
    const merchantName = (): string => sim.accounts.merchantName;

    const threeDsReadyAt = sim.transition('tokens.three-ds-ready', tokenId, ({ id }, at) => {
      const record = tokens.get(id);
      const next = record && threeDsReady(record, at);
      if (next) tokens.replace(next);
    });

    // The CVV check is a small authorization (conventions: cvv_authorize status pending, current,
    // failed); a card whose charges fail (test card ending 1111) fails it too. The service shows
    // the authorization's charge id; the simulator makes no such charge, so it stays null.
    const cvvAuthorizedAt = sim.transition(
      'tokens.cvv-authorized',
      tokenId.extend({ currency: currencyCode }),
      ({ id, currency }, at) => {
        const record = tokens.get(id);
        if (!record || !isPaymentType(record.token, 'card')) return;
        const cvv = record.token.data.cvv_authorize;
        if (cvv?.status !== 'pending') return;
        const status = record.chargeFailure === null ? 'current' : 'failed';
        tokens.replace({
          ...record,
          token: {
            ...record.token,
            updated_on: new Date(at).toISOString(),
            data: { ...record.token.data, cvv_authorize: { ...cvv, status, currency } },
          },
        });
      },
    );

    sim.route(tokenRoutes.createToken, (ctx) => {
      const store = requireStoreToken(ctx);
      const now = sim.clock.now();
      checkCreateTokenRules(ctx.body, {
        store,
        mode: ctx.auth.mode,
        now,
        tokens: tokens.values(),
      });
      const record = tokens.insert(
        newTokenRecord(ctx.body, {
          store,
          merchantId: ctx.auth.merchant_id,
          mode: ctx.auth.mode,
          now,
        }),
      );
      const body = ctx.body;
      if (body.payment_type === 'card') {
        if (body.data.three_ds?.enabled === true) {
          threeDsReadyAt.at(now + tokenProcessingMs, { id: record.id });
        }
        if (body.data.cvv_authorize?.enabled === true) {
          // Spec: data.cvv_authorize.currency defaults to the merchant's base currency.
          const currency = body.data.cvv_authorize.currency ?? store.settings.baseCurrency;
          cvvAuthorizedAt.at(now + tokenProcessingMs, { id: record.id, currency });
        }
      }
      return createResponse(record.token);
    });

    sim.route(tokenRoutes.getToken, (ctx) => tokenOf(ctx.store.id, ctx.params.tokenId).token);

    sim.route(tokenRoutes.getTokenByAlias, (ctx) => {
      const alias = aliases.get(ctx.params.alias);
      if (!alias || alias.storeId !== ctx.store.id) throw new SimulatorError('NOT_FOUND');
      return aliasResponse(tokenOf(alias.storeId, alias.tokenId).token, alias);
    });

    sim.route(tokenRoutes.getTokenThreeDsIssuerToken, (ctx) =>
      threeDsIssuerTokenOf(tokenOf(ctx.store.id, ctx.params.tokenId), ctx.baseUrl),
    );

    const listedToken = (record: TokenRecord) => record.token;
    sim.route(tokenRoutes.listStoreTokens, (ctx) => {
      const page = paginateIndex(
        tokens,
        ctx.query,
        listedToken,
        (token) => token.store_id === ctx.store.id,
        ...tokenListFilters(ctx.query),
      );
      const names = { merchantName: merchantName(), storeName: ctx.store.name };
      return { ...page, items: page.items.map((token) => listItem(token, names)) };
    });

    // Conventions: Authentication, a merchant token lists every store, a store token its own.
    sim.route(tokenRoutes.listTokens, (ctx) => {
      const page = paginateIndex(
        tokens,
        ctx.query,
        listedToken,
        inTokenScope(ctx),
        ...tokenListFilters(ctx.query),
      );
      const merchant = merchantName();
      return {
        ...page,
        items: page.items.map((token) =>
          listItem(token, {
            merchantName: merchant,
            storeName: sim.accounts.store(token.store_id)?.name ?? '',
          }),
        ),
      };
    });

    sim.control({
      method: 'POST',
      path: '/_sim/stores/{storeId}/tokens/{tokenId}/aliases',
      params: z.strictObject({ storeId: uuid, tokenId: uuid }),
      body: createAliasBody,
      run: ({ params, body }) => {
        tokenOf(params.storeId, params.tokenId);
        const alias = aliases.insert({
          id: randomUUID(),
          storeId: params.storeId,
          tokenId: params.tokenId,
          amount: body.amount ?? null,
          currency: body.currency ?? null,
          aliasMetadata: body.alias_metadata ?? {},
        });
        return { alias: alias.id };
      },
    });
  },
};
