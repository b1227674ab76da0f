import { TRAINING_PROFILE_ID } from '../../shared/profiles';
import type { HandlerTable } from '../ipc/handler-table';
import { IpcFailure } from '../ipc/ipc-failure';
import type { Actor } from '../journal/actor';
import type { AuditTrail } from '../journal/audit-trail';

/*
 * Where any local process can reach the dispatch (the browser host), real stores are refused:
 * no real store's session opens, and no real store's profile is added, tested or selected
 * (docs/architecture.md: Browser host).
 */

function realStoresRefused(): IpcFailure {
  return new IpcFailure(
    'REAL_STORES_NOT_ALLOWED',
    'This host serves the training profile only (start it with --allow-real-stores).',
  );
}

export interface RealStoreGate {
  readonly allowed: boolean;
  /** Refuses a real store where real stores are refused; training always passes. */
  check(profile: { readonly training: boolean }): void;
}

export function realStoreGate(realStores: 'allowed' | 'refused'): RealStoreGate {
  const allowed = realStores === 'allowed';
  return {
    allowed,
    check(profile) {
      if (!profile.training && !allowed) throw realStoresRefused();
    },
  };
}

/**
 * The audit trail records what people did to real stores' money and credentials; where real
 * stores are refused it is exported, or verified (its entry count and head hash tell of them
 * too), only while every entry is training's or the app's own.
 */
export function trainingOnlyAudit<Input, Output>(
  auditTrail: AuditTrail,
  handler: (input: Input) => Promise<Output>,
): (input: Input) => Promise<Output> {
  return async (input) => {
    const exported = await auditTrail.export('jsonl');
    if (exported.ok) {
      const real = exported.value
        .split('\n')
        .filter((line) => line !== '')
        .some((line) => {
          const { profileId } = (JSON.parse(line) as { actor: Actor }).actor;
          return profileId !== undefined && profileId !== TRAINING_PROFILE_ID;
        });
      if (real) throw realStoresRefused();
    }
    return handler(input);
  };
}

/**
 * Where real stores are refused the review list names training's operations only: another
 * profile there is a real store, whose id and count of operations in review are its own.
 */
export function trainingOnlyReviewList(
  listReview: HandlerTable['journal:list-review'],
): HandlerTable['journal:list-review'] {
  return async (input) => {
    const list = await listReview(input);
    return {
      ...list,
      otherProfiles: list.otherProfiles.filter(
        ({ profileId }) => profileId === TRAINING_PROFILE_ID,
      ),
    };
  };
}
