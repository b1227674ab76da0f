import { z } from 'zod';
import { amountInput } from '../money';
import { chargeStatus } from '../service/charges';
import { uuid } from '../service/common';

/*
 * What a trainee may do as the customer of a training sale (docs/architecture.md: Training:
 * the trainee plays the customer). Each action is one of the built-in simulator's triggers
 * (main/simulator/charges/README.md: Triggers), run in main while the training profile is active.
 */

/** The customer pays the konbini slip at the store (trigger `konbini.pay`). */
const payKonbiniSlip = z.strictObject({ action: z.literal('pay_konbini_slip'), chargeId: uuid });

/** A transfer of `amount` reaches the bank account (trigger `bank_transfer.receive`). */
const receiveBankTransfer = z.strictObject({
  action: z.literal('receive_bank_transfer'),
  chargeId: uuid,
  /** In the sale's currency; the store's matching rule may refuse it (match_amount). */
  amount: amountInput,
});

/** The customer pays the merchant-presented QR with their wallet (trigger `qr_merchant.pay`). */
const payMerchantQr = z.strictObject({ action: z.literal('pay_merchant_qr'), chargeId: uuid });

/**
 * The customer approves an online charge in their wallet (trigger `online.complete`,
 * success): a wallet app's payment has no page to pay on, so only this pays it in training.
 */
const payOnlineWallet = z.strictObject({ action: z.literal('pay_online_wallet'), chargeId: uuid });

/** The customer declines it in their wallet (`online.complete`, failure): the charge fails 308. */
const declineOnlineWallet = z.strictObject({
  action: z.literal('decline_online_wallet'),
  chargeId: uuid,
});

/** The customer never pays: the deadline is brought to now (trigger `charge.expire`). */
const expireCharge = z.strictObject({ action: z.literal('expire_charge'), chargeId: uuid });

export const trainingCustomerAction = z.discriminatedUnion(
  'action',
  [
    payKonbiniSlip,
    receiveBankTransfer,
    payMerchantQr,
    payOnlineWallet,
    declineOnlineWallet,
    expireCharge,
  ],
  { error: 'INVALID_FORMAT' },
);
export type TrainingCustomerAction = z.infer<typeof trainingCustomerAction>;
export type TrainingCustomerActionName = TrainingCustomerAction['action'];

/**
 * What the simulated customer's action did: the charge's status afterwards, and for a bank
 * transfer whether the bank accepted it (a rejected one leaves the charge awaiting).
 */
export const trainingCustomerOutcome = z.strictObject({
  chargeId: uuid,
  chargeStatus: z.union([chargeStatus, z.string().max(32)]),
  transfer: z.enum(['accepted', 'rejected']).nullable(),
});
export type TrainingCustomerOutcome = z.infer<typeof trainingCustomerOutcome>;

/** Why the simulated customer could not act, beside the service's NOT_FOUND (no such charge). */
export const trainingCustomerRefusalCode = z.enum([
  /** The sale is not a training sale: a real customer must pay it. */
  'TRAINING_ONLY',
  /** The action belongs to another payment method. */
  'PAYMENT_TYPE_NOT_SUPPORTED',
  /** The charge no longer awaits its customer: paid, expired, canceled, or still in 3DS. */
  'INVALID_CHARGE_STATUS',
]);
