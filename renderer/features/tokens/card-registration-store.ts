import { createStore } from 'zustand/vanilla';
import {
  isLaterProgress,
  isTerminalFlowStep,
  type FlowProgress,
  type terminalFlowSteps,
} from '../../../shared/flows/flow-progress';
import { changeMayHaveBeenMade } from '../../../shared/ipc/change-outcome';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type { IpcError } from '../../../shared/ipc/ipc-result';
import type { FieldError } from '../../../shared/service/common';
import type { TransactionToken } from '../../../shared/service/tokens';
import {
  cardRegistrationRequest,
  emptyCardRegistrationForm,
  type CardRegistrationForm,
} from './card-registration-form';

/*
 * A recurring card registration the clerk started from the tokens view: the form, main's
 * progress for it (3DS opens in the authentication window, main/flows), and once it ends the
 * token it made, read back so the clerk sees its usage limit as the service keeps it.
 */

type RegistrationPos = Pick<
  PosApi,
  | 'flowsStartCardRegistration'
  | 'flowsAbort'
  | 'flowsReopenCustomerPage'
  | 'onFlowsProgress'
  | 'journalGetOperation'
  | 'tokensGet'
>;

interface CardRegistrationState {
  form: CardRegistrationForm;
  /** Why the form cannot be sent, shown once the clerk has tried. */
  errors: FieldError[];
  tried: boolean;
  starting: boolean;
  /** Main's refusal to start (its field reasons show under the fields). */
  refusal: IpcError | null;
  operationId: string | null;
  progress: FlowProgress | null;
  /** The registered token, once the flow succeeded and it was read. */
  token: TransactionToken | null;
  tokenError: IpcError | null;
  abortError: IpcError | null;
}

interface CardRegistrationDialogState {
  /** Whether the dialog is on show: F4 opens it, and so does showing a registration put back. */
  dialogOpen: boolean;
}

interface CardRegistrationActions {
  update: (patch: Partial<CardRegistrationForm>) => void;
  start: (now: Date) => Promise<void>;
  abort: () => Promise<void>;
  /** Opens again the issuer's page the customer closed by hand; resolves to why it could not. */
  reopen: () => Promise<IpcError | null>;
  /** Back to an empty form once a registration has ended; a running one is kept. */
  reset: () => void;
  /**
   * Follows, for the dialog, a registration main is running that the counter was on before it
   * started again (a reload): `progress` as main's list gave it, then `since`, what main told
   * meanwhile; what was typed is gone with the window. False when one already runs here.
   */
  attach: (progress: FlowProgress, since: readonly FlowProgress[]) => boolean;
  openDialog: () => void;
  closeDialog: () => void;
}

export type CardRegistrationStore = CardRegistrationState &
  CardRegistrationDialogState &
  CardRegistrationActions;

/** A dialog with nothing typed and nothing started: where it opens and where Another returns. */
const blankRegistration: CardRegistrationState = {
  form: emptyCardRegistrationForm,
  errors: [],
  tried: false,
  starting: false,
  refusal: null,
  operationId: null,
  progress: null,
  token: null,
  tokenError: null,
  abortError: null,
};

export function isRegistrationRunning(state: CardRegistrationState): boolean {
  return (
    state.starting ||
    (state.operationId !== null &&
      (state.progress === null || !isTerminalFlowStep(state.progress.step)))
  );
}

/** How an ended registration reads: `unknown` when the token may exist all the same. */
export type RegistrationOutcome = (typeof terminalFlowSteps)[number] | 'unknown';

/**
 * The outcome of a registration whose last progress is `progress`, null while it runs. A token
 * charges nothing, so main ends a request that got no answer as failed (main/flows/engine/
 * flow-end.ts); but a cut connection, a timeout or a 5xx may have come after the service made
 * the token, so the clerk is told it may be registered rather than that it is not.
 */
export function registrationOutcome(progress: FlowProgress | null): RegistrationOutcome | null {
  switch (progress?.step) {
    case 'succeeded':
    case 'abandoned':
    case 'needs_review':
      return progress.step;
    case 'failed': {
      const { problem } = progress;
      const unanswered =
        (problem?.type === 'connection' || problem?.type === 'service') &&
        changeMayHaveBeenMade(problem.code);
      return unanswered ? 'unknown' : 'failed';
    }
    default:
      return null;
  }
}

export function createCardRegistrationStore(pos: RegistrationPos) {
  let stopListening: (() => void) | null = null;

  return createStore<CardRegistrationStore>()((set, get) => {
    const readToken = async (operationId: string) => {
      const operation = await pos.journalGetOperation({ operationId });
      if (get().operationId !== operationId) return;
      if (!operation.ok) return set({ tokenError: operation.error });
      const tokenId = operation.data.transactionTokenId;
      if (tokenId === undefined) return;
      const token = await pos.tokensGet({ tokenId });
      if (get().operationId !== operationId) return;
      set(token.ok ? { token: token.data } : { tokenError: token.error });
    };

    const follow = (progress: FlowProgress) => {
      if (progress.operationId !== get().operationId) return;
      if (!isLaterProgress(progress, get().progress)) return;
      set({ progress });
      if (!isTerminalFlowStep(progress.step)) return;
      // A registered card's number and code have no further use here.
      if (progress.step === 'succeeded') set({ form: { ...get().form, cardNumber: '', cvv: '' } });
      stopListening?.();
      stopListening = null;
      // A token was made even when its 3DS failed; the clerk sees it either way.
      void readToken(progress.operationId);
    };

    return {
      ...blankRegistration,
      dialogOpen: false,

      update: (patch) => {
        const form = { ...get().form, ...patch };
        const request = cardRegistrationRequest(form, new Date());
        set({ form, errors: request.ok ? [] : request.errors, refusal: null });
      },
      start: async (now) => {
        if (isRegistrationRunning(get())) return;
        const request = cardRegistrationRequest(get().form, now);
        if (!request.ok) return set({ tried: true, errors: request.errors });
        // All of the last registration goes but the form, its id too: until main answers,
        // every event is held back as early, since main may report this one's steps (its end
        // included) before it answers.
        set({ ...blankRegistration, form: get().form, tried: true, starting: true });
        const early: FlowProgress[] = [];
        stopListening?.();
        stopListening = pos.onFlowsProgress((progress) => {
          if (get().operationId === null) early.push(progress);
          else follow(progress);
        });
        const result = await pos.flowsStartCardRegistration(request.input);
        if (!result.ok) {
          stopListening();
          stopListening = null;
          // The form stays as typed.
          return set({ starting: false, refusal: result.error });
        }
        set({ starting: false, operationId: result.data.operationId });
        for (const progress of early) follow(progress);
      },
      abort: async () => {
        const { operationId, progress } = get();
        if (operationId === null || progress?.abortable !== true) return;
        const result = await pos.flowsAbort({ operationId });
        set({ abortError: result.ok ? null : result.error });
      },
      reopen: async () => {
        const { operationId } = get();
        if (operationId === null) return null;
        const result = await pos.flowsReopenCustomerPage({ operationId });
        return result.ok ? null : result.error;
      },
      reset: () => {
        if (isRegistrationRunning(get())) return;
        set(blankRegistration);
      },
      attach: (progress, since) => {
        if (progress.kind !== 'card_registration' || isRegistrationRunning(get())) return false;
        stopListening?.();
        set({ ...blankRegistration, operationId: progress.operationId });
        stopListening = pos.onFlowsProgress(follow);
        follow(progress);
        since.forEach(follow);
        return true;
      },
      openDialog: () => set({ dialogOpen: true }),
      closeDialog: () => set({ dialogOpen: false }),
    };
  });
}
