import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SimulatorStore } from '../accounts';
import { paymentErrorCodes } from '../../../shared/service/errors';
import {
  customsDeclaration,
  customsRoutes,
  declarationOf,
  type CustomsDeclaration,
} from '../../../shared/service/customs';
import { requireSameMode, requireStoreToken, type AuthenticatedContext } from '../auth';
import { chargesCollection } from '../charges/charge-record';
import { defineCollection } from '../collection';
import { SimulatorError } from '../simulator-error';
import type { SimulatorModule } from '../simulator-module';

/*
 * Customs declarations (spec: Customs declaration, its routes and States). The rules the spec
 * leaves open, as this simulator plays them (docs/simulator.md: Subscriptions, customs, widget
 * and customer ids):
 * - Only a successful charge made with a we_chat_online token, or a WeChat merchant-presented
 *   one (we_chat_mpm, conventions: Checked against the provider's own clients), can be
 *   declared: another brand is 400 PAYMENT_TYPE_NOT_ALLOWED, another status 400
 *   INVALID_CHARGE_STATUS. A charge has one declaration.
 * - The declaration comes nested under `declaration` (the spec's form, answered 201) or flat
 *   (the generated clients' form, answered 200, as they read it).
 * - A submission is pending for `customsProcessingMs`, then successful, or failed when the
 *   certificate_id starts with `FAIL` (the simulator's trigger for a rejected identity).
 * - "A failed submission can be resubmitted with the create route": the same declaration (same
 *   id) takes the new fields and is pending again. Create is 409 CONFLICTED once
 *   successful or while a submission is pending.
 * - Update modifies a successful declaration only (otherwise 409 CONFLICTED): the
 *   modified declaration goes to the authority again, so it is pending and processed anew.
 */

/** How long, on the simulator's clock, a submission waits for the customs authority. */
export const customsProcessingMs = 30_000;

/** A certificate_id starting with this makes the authority reject the submission. */
export const failingCertificatePrefix = 'FAIL';

/** Spec: brand for which customs declarations are defined; the references add we_chat_mpm. */
const customsGateways: readonly string[] = ['we_chat_online', 'we_chat_mpm'];

/** Conventions: Errors, the integer code of a rejection by the authority ("not approved"). */
const rejectionCode = 308;

const japanOffsetMs = 9 * 3_600_000;

/**
 * Spec: Customs declaration, created_on is "ISO-8601 string with offset"; the service is in
 * Japan, which keeps +09:00 all year.
 */
function japanTime(ms: number): string {
  return new Date(ms + japanOffsetMs).toISOString().replace('Z', '+09:00');
}

/** Kept as the service shows them; a charge has at most one. */
const customsDeclarations = defineCollection('customs-declarations', customsDeclaration);

const processPayload = z.strictObject({ id: z.string() });

interface StorePathContext extends AuthenticatedContext {
  readonly store: SimulatorStore;
  readonly params: { readonly chargeId: string };
}

export const customsModule: SimulatorModule = {
  name: 'customs',
  collections: [customsDeclarations],
  register(sim) {
    const declarations = sim.state.collection(customsDeclarations);
    const charges = sim.state.collection(chargesCollection);

    // Every change of a declaration makes it pending with new processing, and nothing changes a
    // pending one, so the pending status alone tells whether this processing still applies.
    const process = sim.transition('customs.process', processPayload, ({ id }, at) => {
      const found = declarations.get(id);
      if (found?.status !== 'pending') return;
      const fails = found.declaration.certificate_id.startsWith(failingCertificatePrefix);
      // Shaped like the authority's verification answer relayed by the gateway.
      const result = {
        state: fails ? 'FAIL' : 'SUCCESS',
        customs: found.declaration.customs,
        merchant_customs_no: found.declaration.merchant_customs_no,
        cert_check_result: fails ? 'DIFFERENT' : 'SAME',
        verify_department: 'OTHERS',
        verify_department_trade_id: fails ? null : randomUUID().replaceAll('-', ''),
        explanation: fails ? 'certificate_id does not match certificate_name' : '',
        modify_time: japanTime(at),
      };
      declarations.replace({
        ...found,
        status: fails ? 'failed' : 'successful',
        declaration_result: result,
        error: fails
          ? { code: rejectionCode, message: paymentErrorCodes[rejectionCode], details: null }
          : null,
      });
    });

    /** Saves a declaration and puts it in the authority's queue. */
    const submit = (declaration: CustomsDeclaration): CustomsDeclaration => {
      const saved =
        declarations.get(declaration.id) === undefined
          ? declarations.insert(declaration)
          : declarations.replace(declaration);
      process.at(sim.clock.now() + customsProcessingMs, { id: saved.id });
      return saved;
    };

    /** The charge a store path names; 404 like another store's path (auth.ts: storeOfPath). */
    const chargeOf = (ctx: StorePathContext) => {
      const record = charges.get(ctx.params.chargeId);
      if (record?.charge.store_id !== ctx.store.id) throw new SimulatorError('NOT_FOUND');
      if (record.charge.mode !== ctx.auth.mode)
        throw new SimulatorError('PROCESSING_MODE_MISMATCH');
      return record;
    };

    const find = (ctx: StorePathContext & { params: { customsDeclarationId: string } }) => {
      const found = declarations.get(ctx.params.customsDeclarationId);
      if (found?.charge_id !== ctx.params.chargeId || found.store_id !== ctx.store.id) {
        throw new SimulatorError('NOT_FOUND');
      }
      requireSameMode(ctx, found);
      return found;
    };

    const pending = { declaration_result: {}, status: 'pending', error: null } as const;

    sim.route(customsRoutes.createCustomsDeclaration, (ctx) => {
      requireStoreToken(ctx);
      const charge = chargeOf(ctx);
      const existing = declarations.values().find((found) => found.charge_id === charge.id);
      if (existing?.status === 'successful' || existing?.status === 'pending') {
        throw new SimulatorError('CONFLICTED');
      }
      if (charge.brand === null || !customsGateways.includes(charge.brand)) {
        throw new SimulatorError('PAYMENT_TYPE_NOT_ALLOWED');
      }
      if (charge.charge.status !== 'successful') throw new SimulatorError('INVALID_CHARGE_STATUS');
      const declaration = declarationOf(ctx.body);
      if (!('declaration' in ctx.body)) ctx.successStatus = 200;
      if (existing) return submit({ ...existing, ...pending, declaration });
      return submit({
        id: randomUUID(),
        charge_id: charge.id,
        merchant_id: charge.charge.merchant_id ?? ctx.auth.merchant_id,
        store_id: ctx.store.id,
        mode: ctx.auth.mode,
        gateway: charge.brand,
        declaration,
        ...pending,
        created_on: japanTime(sim.clock.now()),
      });
    });

    sim.route(customsRoutes.updateCustomsDeclaration, (ctx) => {
      requireStoreToken(ctx);
      const found = find(ctx);
      if (found.status !== 'successful') throw new SimulatorError('CONFLICTED');
      const changes = Object.fromEntries(
        Object.entries(ctx.body.declaration).filter(([, value]) => value !== undefined),
      );
      return submit({ ...found, ...pending, declaration: { ...found.declaration, ...changes } });
    });

    sim.route(customsRoutes.getCustomsDeclaration, async (ctx) => {
      const found = find(ctx);
      if (ctx.query.polling) {
        await ctx.waitUntil(() => declarations.get(found.id)?.status !== 'pending');
      }
      return find(ctx);
    });
  },
};
