import type { z } from 'zod';
import { IpcFailure } from '../ipc/ipc-failure';
import type { Actor } from '../journal/actor';
import type { auditEvent } from '../journal/audit-event';
import type { AuditTrail } from '../journal/audit-trail';

/** Appends to the audit trail as the active profile; AUDIT_WRITE_FAILED when it cannot. */
export type RecordAudit = (event: z.input<typeof auditEvent>) => Promise<void>;

/** Every sensitive change is recorded through this, as whoever `actor` names at the time. */
export function auditRecorder(auditTrail: AuditTrail, actor: () => Actor): RecordAudit {
  return async (event) => {
    const appended = await auditTrail.append(actor(), event);
    if (!appended.ok) {
      throw new IpcFailure(
        'AUDIT_WRITE_FAILED',
        `The audit trail answered ${appended.error.code}.`,
      );
    }
  };
}
