import { z } from 'zod';
import { amountFormatted } from '../../../shared/money';
import { captureRoutes } from '../../../shared/service/captures';
import { timestampToDate } from '../../../shared/service/common';
import { SimulatorError } from '../simulator-error';
import type { SimulatorModule } from '../simulator-module';
import { serviceTimestamp } from './charge-lifecycle';
import { chargeOfPath } from './charge-of-path';
import { chargesCollection, type ChargeRecord } from './charge-record';
import { paymentFailure } from './payment-failure';

/*
 * Spec: Capture a charge; conventions: Charges (capture, statuses). Only an `authorized`
 * charge can be captured, in the authorization's currency, for at most the authorized amount:
 * the spec's "must be lower than the authorized amount" is read as "not more than", since a
 * full capture is the usual case and the conventions' refusal, CAPTURE_AMOUNT_TOO_LARGE, names
 * only an excess. Less than the authorized amount is a partial capture, which card and Apple
 * Pay charges support; any other payment type's charge fails with 317 (partial capture not
 * supported), as a payment that fails is not an HTTP error (conventions: Errors).
 *
 * The capture takes effect at once: the response is an empty object and the client fetches
 * the charge after (conventions: Charges), so the charge it fetches is already `successful`
 * with `charged_amount` the captured amount, and a second capture is ALREADY_CAPTURED.
 */

/** How long an authorization holds on the simulator's clock, counted from the charge's creation. */
export const authorizationValidMs = 7 * 24 * 60 * 60 * 1000;

const partialCapturePaymentTypes: ReadonlySet<string> = new Set(['card', 'apple_pay']);

export const capturesModule: SimulatorModule = {
  name: 'captures',
  collections: [],
  register(sim) {
    const charges = sim.state.collection(chargesCollection);

    const fail = (record: ChargeRecord, code: 313 | 317, at: number): void => {
      const charge = {
        ...record.charge,
        status: 'failed',
        error: paymentFailure(code),
        updated_on: serviceTimestamp(at),
      };
      charges.replace({ ...record, charge });
    };

    // Conventions: Errors, 313 authorization expired.
    const expire = sim.transition(
      'captures.authorization-expire',
      z.strictObject({ chargeId: z.string() }),
      ({ chargeId }, scheduledAt) => {
        const record = charges.get(chargeId);
        if (record?.charge.status === 'authorized') fail(record, 313, scheduledAt);
      },
    );

    // The charge module authorizes charges in its own transitions, so expiries are scheduled
    // by watching for charges that have become authorized. A charge leaves `authorized` for
    // good, so the set of those already scheduled is the set of those authorized at the last
    // look. The look is at the charge that changed; only after the collection is reloaded (a
    // reset, a restart) is it at all of them, on the next change. After a restart the same
    // expiry may be scheduled twice, and the second one finds the charge no longer authorized
    // and does nothing.
    const scheduled = new Set<string>();
    let reloaded = false;
    const scheduleExpiry = (record: ChargeRecord): void => {
      // A charge shown before it is dated (charges.ts allows it) counts from now.
      const createdOn = record.charge.created_on;
      const from = createdOn === null ? sim.clock.now() : timestampToDate(createdOn).getTime();
      expire.at(from + authorizationValidMs, { chargeId: record.id });
    };
    const lookAtAll = (): void => {
      reloaded = false;
      const authorized = charges.values().filter((record) => record.charge.status === 'authorized');
      const fresh = authorized.filter((record) => !scheduled.has(record.id));
      // Updated before scheduling: scheduling is itself a change, which looks again.
      scheduled.clear();
      for (const record of authorized) scheduled.add(record.id);
      for (const record of fresh) scheduleExpiry(record);
    };
    charges.watch((record) => {
      if (record === undefined) reloaded = true;
      else if (reloaded) lookAtAll();
      else if (record.charge.status !== 'authorized') {
        scheduled.delete(record.id);
      } else if (!scheduled.has(record.id)) {
        scheduled.add(record.id);
        scheduleExpiry(record);
      }
    });
    sim.state.onChange(() => {
      if (reloaded) lookAtAll();
    });

    sim.route(captureRoutes.captureCharge, (ctx) => {
      const record = chargeOfPath(ctx);
      const { charge } = record;
      if (charge.status === 'successful') throw new SimulatorError('ALREADY_CAPTURED');
      if (charge.status !== 'authorized') throw new SimulatorError('INVALID_CHARGE_STATUS');
      const authorizedAmount = charge.charged_amount ?? charge.requested_amount;
      const authorizedCurrency = charge.charged_currency ?? charge.requested_currency;
      if (ctx.body.currency !== authorizedCurrency) {
        throw new SimulatorError('CURRENCY_MUST_MATCH_CHARGE');
      }
      if (ctx.body.amount > authorizedAmount) throw new SimulatorError('CAPTURE_AMOUNT_TOO_LARGE');
      const partial = ctx.body.amount < authorizedAmount;
      if (partial && !partialCapturePaymentTypes.has(record.paymentType)) {
        fail(record, 317, ctx.clock.now());
        return {};
      }
      const captured = {
        ...charge,
        status: 'successful',
        error: null,
        charged_amount: ctx.body.amount,
        charged_currency: ctx.body.currency,
        charged_amount_formatted: amountFormatted(ctx.body.amount, ctx.body.currency),
        updated_on: serviceTimestamp(ctx.clock.now()),
      };
      charges.replace({ ...record, charge: captured });
      return {};
    });
  },
};
