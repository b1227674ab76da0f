import type { journalChannels } from '../../shared/ipc/contract/journal';
import type { ProfileSummary } from '../../shared/profiles';
import type { RecordAudit } from '../core/audit-recorder';
import type { AreaHandlers } from '../ipc/handler-table';
import { IpcFailure } from '../ipc/ipc-failure';
import { operationDetailOf, operationSummaryOf } from '../ipc/operation-views';
import type { Actor } from './actor';
import type { AuditTrail } from './audit-trail';
import type { Journal } from './journal';
import type { JournalError } from './journal-error';

interface JournalHandlerOptions {
  readonly journal: Journal;
  readonly auditTrail: AuditTrail;
  /** Who acts: the active profile, whose operations alone may be read or resolved. */
  readonly actor: () => Actor;
  /** For the names of other profiles with operations in review. */
  readonly listProfiles: () => Promise<ProfileSummary[]>;
  readonly recordAudit: RecordAudit;
}

/** The journal's refusals as codes; its validation issues become the renderer's fields. */
function journalFailure(error: JournalError): IpcFailure {
  if (error.code === 'INVALID_INPUT') {
    const fields = error.issues.map((issue) => ({
      field: issue.path,
      reason: 'INVALID_FORMAT' as const,
    }));
    return new IpcFailure(error.code, 'The journal refused the record.', fields);
  }
  return new IpcFailure(error.code, `The journal answered ${error.code}.`);
}

/** The review list, the journal's operations and the audit trail. */
export function createJournalHandlers(
  options: JournalHandlerOptions,
): AreaHandlers<typeof journalChannels> {
  const { journal, auditTrail, actor } = options;

  /**
   * An operation of the active profile: another profile's is another store's (or a real
   * store's seen from training), which this session may neither read nor resolve.
   */
  function ownOperation(operationId: string) {
    const operation = journal.operation(operationId);
    if (operation === undefined) {
      throw new IpcFailure('OPERATION_NOT_FOUND', 'The journal holds no such operation.');
    }
    if (operation.intent.profileId !== actor().profileId) {
      throw new IpcFailure(
        'OPERATION_OF_OTHER_PROFILE',
        'The operation belongs to another profile; switch to it to act on it.',
      );
    }
    return operation;
  }

  return {
    'journal:list-review': async () => {
      const active = actor().profileId;
      const waiting = journal.reviewList();
      const others = new Map<string, number>();
      for (const operation of waiting) {
        const { profileId } = operation.intent;
        if (profileId !== active) others.set(profileId, (others.get(profileId) ?? 0) + 1);
      }
      const names = new Map(
        others.size === 0
          ? []
          : (await options.listProfiles()).map((profile) => [profile.id, profile.name]),
      );
      return {
        operations: waiting
          .filter((operation) => operation.intent.profileId === active)
          .map(operationSummaryOf),
        otherProfiles: [...others].map(([profileId, count]) => ({
          profileId,
          profileName: names.get(profileId) ?? null,
          count,
        })),
      };
    },
    'journal:resolve-review': async ({ operationId, outcome, note }) => {
      ownOperation(operationId);
      const resolution = { outcome, ...(note !== undefined && { note }) };
      const resolved = await journal.resolveReview(operationId, resolution, actor());
      if (!resolved.ok) throw journalFailure(resolved.error);
      // docs/reliability.md: a resolution belongs in the audit trail too.
      await options.recordAudit({
        action: 'review_resolution',
        details: { operationId, ...resolution },
      });
      return operationSummaryOf(resolved.value);
    },
    'journal:get-operation': ({ operationId }) =>
      Promise.resolve(operationDetailOf(ownOperation(operationId))),

    'audit:export': async ({ format }) => {
      const exported = await auditTrail.export(format);
      if (exported.ok) return exported.value;
      throw new IpcFailure(exported.error.code, `The audit trail answered ${exported.error.code}.`);
    },
    'audit:verify': async () => {
      const verified = await auditTrail.verify();
      if (verified.ok) return verified.value;
      throw new IpcFailure(verified.error.code, `The audit trail answered ${verified.error.code}.`);
    },
  };
}
