import type { Charge } from '../../../shared/service/charges';
import { simulatorPlatformId } from '../platform-id';

/**
 * What every charge shows when it is made, whoever makes it (a sale's `POST /charges` or a
 * subscription's payment), as the real service's current answers carry it (fixtures:
 * `charge/charge-create-with-three-ds-*.json`, `subscription/charges/`): the platform, nothing
 * charged yet, and the options the simulator does not offer (a ledger, a client metadata id, a
 * platform fee, a descriptor phone number) at the values a charge made without them has.
 */
export const unprocessedCharge = {
  platform_id: simulatorPlatformId,
  ledger_id: null,
  client_metadata_id: null,
  // Every recorded charge is `normal`; the references name no other type a POS would make.
  type: 'normal',
  merchant_transaction_id: null,
  // Conventions: Charges, null until processed.
  charged_amount: null,
  charged_currency: null,
  charged_amount_formatted: null,
  fee_amount: null,
  fee_currency: null,
  fee_amount_formatted: null,
  descriptor_phone_number: null,
  status: 'pending',
  error: null,
} as const satisfies Partial<Charge>;
