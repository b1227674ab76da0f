import { z } from 'zod';
import { minorUnits } from '../../../shared/money';
import { chargeRoutes } from '../../../shared/service/charges';
import { uuid } from '../../../shared/service/common';
import { requireStoreToken } from '../auth';
import { SimulatorError } from '../simulator-error';
import type { SimulatorModule } from '../simulator-module';
import { tokensCollection } from '../tokens/token-record';
import { withQrCode } from '../tokens/token-qr-code';
import { createChargeRecord, markTokenUsed, tooQuickWindowMs } from './charge-creation';
import { chargeIssuerTokenFor, threeDsIssuerTokenFor, walletPageUrl } from './charge-issuer-token';
import { chargeKind } from './charge-kind';
import { chargeOfPath } from './charge-of-path';
import { awaitingCharge } from './awaiting-charge';
import {
  acceptsTransfer,
  declineCharge,
  expireCharge,
  payCharge,
  processCharge,
} from './charge-lifecycle';
import { chargesCollection, type ChargeRecord } from './charge-record';
import { issuerPage } from './issuer-page';
import { completeThreeDs } from './three-ds-completion';
import { walletPages } from './wallet-page';

/**
 * How long the simulated service takes to process a new charge: long enough that a test on the
 * frozen clock sees `pending` and advances explicitly, short enough that a till on the real
 * clock sees the answer at its first poll (spec: Limits, first poll after 1 s).
 */
export const processingDelayMs = 1000;

const outcome = z.enum(['success', 'failure']);
const chargeIdInput = z.strictObject({ chargeId: uuid });

export const chargesModule: SimulatorModule = {
  name: 'charges',
  collections: [chargesCollection],
  register(sim) {
    const charges = sim.state.collection(chargesCollection);
    const tokens = sim.state.collection(tokensCollection);

    /** Stores the next version of a charge when a step changed it; answers the charge as it stands. */
    const step = (
      record: ChargeRecord,
      next: (record: ChargeRecord, now: number) => ChargeRecord,
    ): ChargeRecord => {
      const changed = next(record, sim.clock.now());
      return changed === record ? record : charges.replace(changed);
    };

    const expire = sim.transition('charges.expire', z.strictObject({ id: uuid }), ({ id }) => {
      const record = charges.get(id);
      if (record?.charge.status !== 'awaiting' || record.expiry === null) return;
      // A deadline extended meanwhile (expiry/latest's extension_count) is waited for again.
      if (record.expiry.expiresAt > sim.clock.now()) {
        expire.at(record.expiry.expiresAt, { id });
        return;
      }
      step(record, expireCharge);
    });
    const process = sim.transition('charges.process', z.strictObject({ id: uuid }), ({ id }) => {
      const record = charges.get(id);
      if (!record) return;
      const processed = step(record, processCharge);
      const token = tokens.get(processed.tokenId);
      if (
        token &&
        processed.charge.status === 'awaiting' &&
        chargeKind(processed) === 'merchant_qr'
      ) {
        tokens.replace(withQrCode(token, walletPageUrl(sim.baseUrl(), processed.id)));
      }
    });

    /** The charges made since `time`, newest last: all CHARGE_TOO_QUICK needs to look at. */
    const chargesSince = (time: number): ChargeRecord[] => {
      const recent: ChargeRecord[] = [];
      for (let at = charges.positionAt(time); at < charges.size; at += 1) {
        const record = charges.at(at);
        if (record !== undefined) recent.push(record);
      }
      return recent;
    };

    sim.route(chargeRoutes.createCharge, (ctx) => {
      const store = requireStoreToken(ctx);
      const now = sim.clock.now();
      const token = tokens.get(ctx.body.transaction_token_id);
      const record = createChargeRecord({
        body: ctx.body,
        store,
        auth: ctx.auth,
        merchantId: ctx.accounts.merchantId,
        now,
        token,
        charges: chargesSince(now - tooQuickWindowMs),
        tokenOf: (tokenId) => tokens.get(tokenId),
      });
      charges.insert(record);
      if (token) tokens.replace(markTokenUsed(token, now));
      process.at(now + processingDelayMs, { id: record.id });
      if (record.expiry !== null) expire.at(record.expiry.expiresAt, { id: record.id });
      return record.charge;
    });

    sim.route(chargeRoutes.getCharge, async (ctx) => {
      const record = chargeOfPath(ctx);
      if (!ctx.query.polling) return record.charge;
      // Conventions: Charges, `polling=true` holds until the status leaves pending.
      await ctx.waitUntil(() => charges.get(record.id)?.charge.status !== 'pending');
      return chargeOfPath(ctx).charge;
    });

    sim.route(chargeRoutes.getChargeIssuerToken, (ctx) => {
      const record = chargeOfPath(ctx);
      const token = tokens.get(record.tokenId);
      if (!token) throw new SimulatorError('ISSUER_TOKEN_EMPTY');
      return chargeIssuerTokenFor(ctx.baseUrl, record, token.token);
    });

    sim.route(chargeRoutes.getChargeThreeDsIssuerToken, (ctx) => {
      const record = chargeOfPath(ctx);
      // Spec: Get the 3DS issuer token, rule 2: only once the charge awaits 3DS.
      if (record.charge.status !== 'awaiting' || record.threeDs?.status !== 'awaiting') {
        throw new SimulatorError('INVALID_THREE_DS_STATUS');
      }
      return threeDsIssuerTokenFor(ctx.baseUrl, ctx.store.id, ctx.auth.mode, {
        id: record.id,
        type: 'charge',
      });
    });

    sim.trigger({
      name: 'konbini.pay',
      description: 'The customer pays an awaiting konbini charge at the store.',
      input: chargeIdInput,
      run: ({ chargeId }) => step(awaitingCharge(charges, chargeId, ['konbini']), payCharge).charge,
    });
    sim.trigger({
      name: 'qr_merchant.pay',
      description: 'The customer pays an awaiting merchant-presented QR charge with their wallet.',
      input: chargeIdInput,
      run: ({ chargeId }) =>
        step(awaitingCharge(charges, chargeId, ['merchant_qr']), payCharge).charge,
    });
    sim.trigger({
      name: 'online.complete',
      description: 'The customer approves (success) or declines (failure) an online charge.',
      input: z.strictObject({ chargeId: uuid, outcome }),
      run: (input) =>
        step(
          awaitingCharge(charges, input.chargeId, ['online']),
          input.outcome === 'success' ? payCharge : declineCharge,
        ).charge,
    });
    sim.trigger({
      name: 'bank_transfer.receive',
      description:
        'A transfer of `amount` reaches an awaiting bank-transfer charge; the bank rejects one match_amount refuses.',
      input: z.strictObject({ chargeId: uuid, amount: minorUnits.refine((value) => value > 0) }),
      run: ({ chargeId, amount }) => {
        const record = awaitingCharge(charges, chargeId, ['bank_transfer']);
        const token = tokens.get(record.tokenId)?.token;
        const matchAmount =
          token?.payment_type === 'bank_transfer' && typeof token.data.match_amount === 'string'
            ? token.data.match_amount
            : defaultMatchAmount;
        if (!acceptsTransfer(matchAmount, record.charge.requested_amount, amount)) {
          return { transfer: 'rejected', matchAmount, charge: record.charge };
        }
        const paid = step(record, (current, now) => payCharge(current, now, amount));
        return { transfer: 'accepted', matchAmount, charge: paid.charge };
      },
    });
    sim.trigger({
      name: 'charge.expire',
      description:
        "Brings an awaiting konbini, bank-transfer, merchant-QR or online charge's deadline to now, so it fails with 327.",
      input: chargeIdInput,
      run: ({ chargeId }) => {
        const record = awaitingCharge(charges, chargeId, [
          'konbini',
          'bank_transfer',
          'merchant_qr',
          'online',
        ]);
        return step(record, (current, now) =>
          expireCharge(
            current.expiry === null
              ? current
              : { ...current, expiry: { ...current.expiry, expiresAt: now, updatedAt: now } },
            now,
          ),
        ).charge;
      },
    });
    sim.trigger({
      name: 'three_ds.complete',
      description:
        'Ends the 3DS authentication of an awaiting charge or token as the issuer page would.',
      input: z.strictObject({
        resource: z.enum(['charge', 'transaction_token']),
        id: uuid,
        outcome,
      }),
      run: (input) => {
        const done = completeThreeDs(sim.state, sim.clock, input.resource, input.id, input.outcome);
        return done.resource === 'charge'
          ? { redirect: done.redirect, charge: done.record.charge }
          : { redirect: done.redirect, token: done.record.token };
      },
    });

    sim.page(issuerPage(sim));
    for (const page of walletPages(sim)) sim.page(page);
  },
};

/**
 * Spec: data.match_amount "overrides the store or merchant setting"; the simulator's stores
 * have no such setting, so a token without one matches exactly (docs/simulator.md: Charges).
 */
const defaultMatchAmount = 'exact';
