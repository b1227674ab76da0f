import type {
  DifferenceExplanation,
  differenceKeyText,
} from '../../shared/back-office/reconciliation-difference';
import type { z } from 'zod';
import type { RecordAudit } from '../core/audit-recorder';
import { IpcFailure } from '../ipc/ipc-failure';
import type { AuditEntry } from '../journal/audit-event';
import type { AuditTrail } from '../journal/audit-trail';

/*
 * The clerks' explanations of reconciliation differences. They live in the audit trail
 * (`difference_explained`), which nobody edits, so a later reconciliation shows each one
 * again with who gave it and when; the latest word on a difference is the one shown.
 */

/** The explanations the entries give, by difference key. */
function explanationsIn(entries: readonly AuditEntry[]): Map<string, DifferenceExplanation> {
  const explanations = new Map<string, DifferenceExplanation>();
  for (const { event, at, actor } of entries) {
    if (event.action !== 'difference_explained') continue;
    explanations.set(event.details.differenceKey, {
      note: event.details.note,
      at,
      ...(actor.operator !== undefined && { operator: actor.operator }),
    });
  }
  return explanations;
}

export interface DifferenceExplanations {
  /** Every explanation given on this till, by difference key. */
  readonly all: () => Promise<Map<string, DifferenceExplanation>>;
  /** Records a clerk's explanation, then answers it as later reconciliations show it. */
  readonly explain: (request: {
    readonly differenceKey: z.infer<typeof differenceKeyText>;
    readonly note: string;
  }) => Promise<DifferenceExplanation>;
}

export function createDifferenceExplanations(options: {
  readonly auditTrail: Pick<AuditTrail, 'entries'>;
  readonly recordAudit: RecordAudit;
}): DifferenceExplanations {
  const all = async () => {
    const entries = await options.auditTrail.entries();
    if (!entries.ok) {
      throw new IpcFailure(entries.error.code, `The audit trail answered ${entries.error.code}.`);
    }
    return explanationsIn(entries.value);
  };
  return {
    all,
    explain: async ({ differenceKey, note }) => {
      await options.recordAudit({
        action: 'difference_explained',
        details: { differenceKey, note },
      });
      const explanation = (await all()).get(differenceKey);
      if (explanation === undefined) {
        throw new IpcFailure('AUDIT_WRITE_FAILED', 'The explanation was not found after writing.');
      }
      return explanation;
    },
  };
}
