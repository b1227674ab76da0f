import type { TillClose } from '../../shared/back-office/till-close';
import type { OperatorsState } from '../../shared/operators';
import { IpcFailure } from '../ipc/ipc-failure';
import type { AuditTrail } from '../journal/audit-trail';

/*
 * Where closes come from and who may make one: the audit trail's `till_close` entries, and
 * the manager signed in on a till with operators; and how often each was printed.
 */

/** The closes the audit trail holds, oldest first; AUDIT_RECORD_INVALID when it cannot be read. */
export async function readTillCloses(
  auditTrail: Pick<AuditTrail, 'entries'>,
): Promise<TillClose[]> {
  const entries = await auditTrail.entries();
  if (!entries.ok) {
    throw new IpcFailure('AUDIT_RECORD_INVALID', `The audit trail answered ${entries.error.code}.`);
  }
  return entries.value.flatMap((entry) =>
    entry.event.action === 'till_close' ? [entry.event.details] : [],
  );
}

/** How many times a close was printed or saved as a PDF before: its next issue is one more. */
export async function closeIssueCount(
  auditTrail: Pick<AuditTrail, 'entries'>,
  close: Pick<TillClose, 'storeId' | 'number'>,
): Promise<number> {
  const entries = await auditTrail.entries();
  if (!entries.ok) {
    throw new IpcFailure('AUDIT_RECORD_INVALID', `The audit trail answered ${entries.error.code}.`);
  }
  return entries.value.filter(
    ({ event }) =>
      event.action === 'close_print' &&
      event.details.storeId === close.storeId &&
      event.details.number === close.number,
  ).length;
}

/**
 * Who closes: null on a till without operators (one anonymous operator, as today), the
 * manager signed in otherwise; CLOSE_NEEDS_MANAGER for anyone else.
 */
export function closerOf(state: OperatorsState): string | null {
  if (state.operators.length === 0) return null;
  if (state.signedIn?.role !== 'manager') {
    throw new IpcFailure('CLOSE_NEEDS_MANAGER', 'Only a signed-in manager closes a day.');
  }
  return state.signedIn.name;
}
