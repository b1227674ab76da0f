import { z } from 'zod';
import {
  differenceExplanation,
  differenceKeyText,
} from '../../shared/back-office/reconciliation-difference';
import { currencyCode, minorUnits } from '../../shared/money';
import { isoTimestamp, uuid } from '../../shared/service/common';
import { reprintAuditDetails } from '../printing/print-service';
import { actor, profileId } from './actor';
import { refundReason, terminalState } from './operation';
import { approvalAction, operatorName, operatorRole } from '../../shared/operators';
import { saleLimits } from '../../shared/sale-limits';
import { tillClose } from '../../shared/back-office/till-close';
import { refuseSensitiveData } from '../../shared/sensitive-data';

/*
 * The sensitive actions the audit trail records, each with strict details. A credential
 * change names the profile and what happened to its secret, never the secret.
 */

/** Which metadata keys an edit touched; never their values, which may name a customer. */
const metadataKeys = z.array(z.string().max(255)).max(100);

const settingValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

export const auditEvent = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('capture'),
    details: z.strictObject({
      chargeId: uuid,
      amount: minorUnits,
      currency: currencyCode,
      operationId: uuid.optional(),
    }),
  }),
  z.strictObject({
    action: z.literal('cancel'),
    details: z.strictObject({ chargeId: uuid, operationId: uuid.optional() }),
  }),
  z.strictObject({
    action: z.literal('refund'),
    details: z.strictObject({
      chargeId: uuid,
      amount: minorUnits,
      currency: currencyCode,
      reason: refundReason.optional(),
      operationId: uuid.optional(),
    }),
  }),
  z.strictObject({
    action: z.literal('settings_change'),
    details: z.strictObject({
      setting: z.string().regex(/^[a-z][A-Za-z0-9_.-]{0,63}$/, { error: 'INVALID_FORMAT' }),
      from: settingValue,
      to: settingValue,
    }),
  }),
  z.strictObject({
    action: z.literal('credential_change'),
    details: z.strictObject({ profileId, change: z.enum(['added', 'replaced', 'removed']) }),
  }),
  /** A store's largest sale and confirmation threshold; null is the currency's default. */
  z.strictObject({
    action: z.literal('sale_limits_change'),
    details: z.strictObject({
      profileId,
      currency: currencyCode,
      from: saleLimits.nullable(),
      to: saleLimits.nullable(),
    }),
  }),
  z.strictObject({
    action: z.literal('training_mode_switch'),
    details: z.strictObject({ enabled: z.boolean() }),
  }),
  z.strictObject({
    action: z.literal('review_resolution'),
    details: z.strictObject({
      operationId: uuid,
      outcome: terminalState,
      note: z.string().max(500).optional(),
    }),
  }),
  /**
   * A person's edit of a charge's or refund's metadata, recorded before it is sent: the
   * order number and memo are what a dispute or a reconciliation is matched on.
   */
  z.strictObject({
    action: z.literal('metadata_update'),
    details: z.strictObject({
      chargeId: uuid,
      refundId: uuid.optional(),
      added: metadataKeys,
      changed: metadataKeys,
      removed: metadataKeys,
    }),
  }),
  /**
   * A subscription changed by a person, recorded before it is sent: switching its token
   * changes which card every later payment charges.
   */
  z.strictObject({
    action: z.literal('subscription_update'),
    details: z.strictObject({
      subscriptionId: uuid,
      transactionTokenId: uuid.optional(),
      metadataKeys: metadataKeys.optional(),
    }),
  }),
  /** How a recorded subscription update ended: `unknown` when its answer was lost. */
  z.strictObject({
    action: z.literal('subscription_update_outcome'),
    details: z.strictObject({
      subscriptionId: uuid,
      outcome: z.enum(['updated', 'refused', 'unknown']),
      code: z
        .string()
        .regex(/^[A-Z][A-Z0-9_]{0,63}$/)
        .optional(),
    }),
  }),
  /** An operator added, renamed, given another role, given a new PIN or removed; never the PIN. */
  z.strictObject({
    action: z.literal('operator_change'),
    details: z.strictObject({
      operatorId: uuid,
      change: z.enum(['added', 'renamed', 'role_changed', 'pin_reset', 'removed']),
      role: operatorRole,
    }),
  }),
  /**
   * A manager's PIN let a cashier's action through; the entry's operator is the cashier, and
   * the manager is named here as they were called then.
   */
  z.strictObject({
    action: z.literal('manager_approval'),
    details: z.strictObject({
      approvedAction: approvalAction,
      managerId: uuid,
      managerName: operatorName,
    }),
  }),
  /**
   * A close printed or saved as a PDF, recorded before it is produced: `issue` 1 is the
   * original, any later one a reprint (再発行).
   */
  z.strictObject({
    action: z.literal('close_print'),
    details: z.strictObject({
      storeId: uuid,
      number: tillClose.shape.number,
      output: z.enum(['paper', 'pdf']),
      issue: z.number().int().positive(),
    }),
  }),
  /** A close (精算) of this till for one store day, complete in this one entry. */
  z.strictObject({ action: z.literal('till_close'), details: tillClose }),
  /** A clerk's word that a reconciliation difference is understood; later ones show it. */
  z.strictObject({
    action: z.literal('difference_explained'),
    details: z.strictObject({
      differenceKey: differenceKeyText,
      note: differenceExplanation.shape.note,
    }),
  }),
  /** A receipt or slip issued again: a second "original" could back a second claim. */
  z.strictObject({ action: z.literal('document_reprint'), details: reprintAuditDetails }),
]);
export type AuditEvent = z.infer<typeof auditEvent>;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** What a caller states about an action: who, and what. */
export const auditContent = z
  .strictObject({ actor, event: auditEvent })
  .superRefine(refuseSensitiveData);

/**
 * One line of the audit trail: the content, its place in the chain, and the chain's hashes.
 * Only the content is checked for card numbers: a SHA-256 in hex can hold a run of 13 to 19
 * digits that passes the Luhn check, which made a sound entry unreadable (the trail would not
 * open, nor export) about once in a hundred entries.
 */
export const auditEntry = z
  .strictObject({
    seq: z.number().int().positive(),
    at: isoTimestamp,
    actor,
    event: auditEvent,
    previousHash: sha256Hex,
    hash: sha256Hex,
  })
  .superRefine(({ actor, event }, ctx) => refuseSensitiveData({ actor, event }, ctx));
export type AuditEntry = z.infer<typeof auditEntry>;
