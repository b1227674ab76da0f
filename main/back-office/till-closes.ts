import { closeFigures, closeOf } from '../../shared/back-office/close-figures';
import type {
  CloseComparison,
  CloseOperation,
  ClosePreview,
  CloseStatus,
  CloseSummary,
  TillClose,
} from '../../shared/back-office/till-close';
import { zonedDate } from '../../shared/back-office/zoned-day';
import type { RecordAudit } from '../core/audit-recorder';
import { IpcFailure } from '../ipc/ipc-failure';
import type { Journal } from '../journal/journal';
import type { OperationView } from '../journal/operation-view';
import type { BackOfficeService } from './back-office-service';
import type { TillReconciler } from './till-reconciler';

/*
 * This till's closes (精算): each is one audit-trail entry (`till_close`), so a close is there
 * whole or not at all, and the trail's hash chain shows any later edit. The trail is the only
 * place closes live; the list and the next number are read back from it.
 */

export interface TillClosesOptions {
  readonly service: () => BackOfficeService;
  readonly journal: Pick<Journal, 'operations'>;
  /** The reconciliation a close records, with the differences clerks have explained marked. */
  readonly reconcile: TillReconciler;
  readonly timeZone: () => string;
  readonly now: () => Date;
  /** The closes the audit trail holds, oldest first. */
  readonly readCloses: () => Promise<TillClose[]>;
  readonly recordAudit: RecordAudit;
  /**
   * Who may close: the name of the manager signed in, null on a till without operators;
   * refuses (CLOSE_NEEDS_MANAGER) anyone else.
   */
  readonly closer: () => string | null;
}

function statusOf(view: OperationView): CloseStatus {
  if (!view.terminal) return view.review === null ? 'open' : 'in_review';
  const outcome = view.resolution?.outcome ?? view.state;
  return outcome === 'succeeded' || outcome === 'failed' ? outcome : 'abandoned';
}

function chargeOf(view: OperationView): string | undefined {
  const charge = 'chargeId' in view.intent ? view.intent.chargeId : view.facts.chargeId;
  return charge?.toLowerCase();
}

/** The store's operations that move money, as a close counts them. */
function closeOperationsOf(
  views: readonly OperationView[],
  storeId: string,
  timeZone: string,
): CloseOperation[] {
  const dayOf = (view: OperationView) => zonedDate(Date.parse(view.createdAt), timeZone);
  const ofStore = views.filter(
    (view) => view.intent.storeId === storeId && view.intent.kind !== 'card_registration',
  );
  const saleDays = new Map<string, string>();
  for (const view of ofStore) {
    const charge = chargeOf(view);
    if (!('chargeId' in view.intent) && charge !== undefined) saleDays.set(charge, dayOf(view));
  }
  return ofStore.flatMap((view): CloseOperation[] => {
    const { intent, facts } = view;
    if (!('amount' in intent)) return [];
    const acted = 'chargeId' in intent ? saleDays.get(intent.chargeId.toLowerCase()) : undefined;
    return [
      {
        operationId: view.id,
        kind: intent.kind,
        day: dayOf(view),
        saleDay: acted ?? null,
        mode: intent.mode,
        currency: intent.currency,
        // What the service charged (a partial capture, a transfer received) once known.
        amount: facts.charged?.currency === intent.currency ? facts.charged.amount : intent.amount,
        brand: facts.card?.brand ?? facts.brand ?? null,
        status: statusOf(view),
        operator: intent.operator ?? null,
      },
    ];
  });
}

export function openTillCloses(options: TillClosesOptions) {
  const { service, journal, reconcile, timeZone, now, readCloses, recordAudit, closer } = options;
  // One close at a time, so two cannot both find the day open.
  let queue: Promise<unknown> = Promise.resolve();

  async function storeCloses(storeId: string): Promise<TillClose[]> {
    return (await readCloses()).filter((close) => close.storeId === storeId);
  }

  async function prepare(day: string, closes: readonly TillClose[]) {
    const current = service();
    const zone = timeZone();
    const reconciled = await reconcile({ fromDate: day, toDate: day });
    const figures = closeFigures({
      storeId: current.storeId,
      day,
      operations: closeOperationsOf(journal.operations(), current.storeId, zone),
      closes,
      differences: reconciled.differences,
    });
    return {
      storeId: current.storeId,
      day,
      timeZone: zone,
      reconciled: reconciled.checked,
      ...figures,
    };
  }

  function refuseClosed(closes: readonly TillClose[], storeId: string, day: string): void {
    const closed = closeOf(closes, storeId, day);
    if (closed !== undefined) {
      throw new IpcFailure(
        'DAY_ALREADY_CLOSED',
        `The day is already closed (close ${closed.number}).`,
      );
    }
  }

  async function find(number: number): Promise<TillClose> {
    const found = (await storeCloses(service().storeId)).find((close) => close.number === number);
    if (found === undefined)
      throw new IpcFailure('CLOSE_NOT_FOUND', 'This till has no such close.');
    return found;
  }

  function previewOf(
    figures: Awaited<ReturnType<typeof prepare>>,
    closedBy: string | null,
  ): ClosePreview {
    const {
      storeId,
      day,
      number,
      timeZone: zone,
      lines,
      lateChanges,
      stillOpen,
      reconciled,
    } = figures;
    return {
      storeId,
      day,
      number,
      timeZone: zone,
      closedBy,
      lines,
      lateChanges,
      stillOpen,
      reconciled,
    };
  }

  return {
    /** What closing `day` would record, with what is still open; changes nothing. */
    async preview(day: string): Promise<ClosePreview> {
      const closedBy = closer();
      const closes = await storeCloses(service().storeId);
      refuseClosed(closes, service().storeId, day);
      return previewOf(await prepare(day, closes), closedBy);
    },

    /** Closes `day` for this till and store: one audit entry, refused when already closed. */
    close(day: string): Promise<TillClose> {
      const run = queue.then(async () => {
        const closedBy = closer();
        const closes = await storeCloses(service().storeId);
        refuseClosed(closes, service().storeId, day);
        const figures = await prepare(day, closes);
        const close: TillClose = { ...figures, closedAt: now().toISOString(), closedBy };
        await recordAudit({ action: 'till_close', details: close });
        return close;
      });
      queue = run.catch(() => undefined);
      return run;
    },

    /** The store's past closes, newest first. */
    async list(): Promise<CloseSummary[]> {
      const closes = await storeCloses(service().storeId);
      return closes
        .map(({ storeId, day, number, closedAt, closedBy }) => ({
          storeId,
          day,
          number,
          closedAt,
          closedBy,
        }))
        .sort((a, b) => b.number - a.number);
    },

    get: find,

    /** A past close beside what the journal and the service hold for its day now. */
    async compare(number: number): Promise<CloseComparison> {
      const close = await find(number);
      const earlier = (await storeCloses(close.storeId)).filter((other) => other.number < number);
      return { close, now: previewOf(await prepare(close.day, earlier), close.closedBy) };
    },
  };
}

export type TillCloses = ReturnType<typeof openTillCloses>;
