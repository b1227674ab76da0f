import { chargeRoutes, type ListChargesQuery } from '../../../shared/service/charges';
import type { Accounts } from '../accounts';
import type { Collection } from '../collection';
import { inTokenScope } from '../auth';
import { inMode, paginateIndex, type Page } from '../pagination';
import { SimulatorError } from '../simulator-error';
import type { SimulatorModule } from '../simulator-module';
import { serviceTimestamp } from './charge-lifecycle';
import { chargeOfPath } from './charge-of-path';
import { chargesCollection, type ChargeRecord } from './charge-record';
import { listedCharge, type ListedCharge } from './listed-charge';

/*
 * What a merchant does with charges besides creating them (conventions: Charges): list them
 * per store or across stores, replace their metadata, read a konbini or bank-transfer
 * charge's latest expiry. The charge module owns creation and the charges' own state machine.
 */

type ListedChargeItem = ChargeRecord['charge'] & { merchant_name: string; store_name: string };

/** Conventions: Charges, list items add `merchant_name` and `store_name`. */
function listPage(
  charges: Collection<ChargeRecord>,
  query: ListChargesQuery,
  accounts: Accounts,
  inScope: (charge: ListedCharge) => boolean,
): Page<ListedChargeItem> {
  const page = paginateIndex(charges, query, listedCharge, inScope, inMode(query.mode));
  const merchantName = accounts.merchantName;
  return {
    ...page,
    items: page.items.map(({ record }) => {
      // Every listed charge passed the store or token scope, so its store exists.
      const store = accounts.store(record.charge.store_id);
      if (!store) throw new Error(`charge ${record.id} names an unknown store`);
      return { ...record.charge, merchant_name: merchantName, store_name: store.name };
    }),
  };
}

export const chargeAdminModule: SimulatorModule = {
  name: 'charge-admin',
  collections: [],
  register(sim) {
    const charges = sim.state.collection(chargesCollection);

    sim.route(chargeRoutes.listStoreCharges, (ctx) =>
      listPage(charges, ctx.query, ctx.accounts, (charge) => charge.store_id === ctx.store.id),
    );

    // Conventions: Authentication, a merchant token reads across its stores, a store token
    // sees its own store only.
    sim.route(chargeRoutes.listCharges, (ctx) =>
      listPage(charges, ctx.query, ctx.accounts, inTokenScope(ctx)),
    );

    // The body's metadata becomes the charge's metadata: the update route names the object
    // itself, as the spec's subscription update does ("metadata of the subscription"), and
    // replacing is the only way to remove a key. `creationMetadata` keeps what the 3DS
    // redirect carries (spec: Create a transaction token, "not metadata patched later").
    sim.route(chargeRoutes.updateCharge, (ctx) => {
      const record = chargeOfPath(ctx);
      const charge = {
        ...record.charge,
        metadata: ctx.body.metadata,
        updated_on: serviceTimestamp(ctx.clock.now()),
      };
      return charges.replace({ ...record, charge }).charge;
    });

    // Conventions: Charges, expiry of konbini and bank-transfer charges. A charge that never
    // had a payment deadline has no expiry to show.
    sim.route(chargeRoutes.getChargeExpiry, (ctx) => {
      const record = chargeOfPath(ctx);
      const { expiry } = record;
      if (!expiry) throw new SimulatorError('NOT_FOUND');
      return {
        id: expiry.id,
        charge_id: record.id,
        expiration_date: serviceTimestamp(expiry.expiresAt),
        extension_count: expiry.extensionCount,
        created_on: serviceTimestamp(expiry.createdAt),
        updated_on: serviceTimestamp(expiry.updatedAt),
      };
    });
  },
};
