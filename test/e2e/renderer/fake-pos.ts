import type { FlowProgress } from '../../../shared/flows/flow-progress';
import type { PosApi } from '../../../shared/ipc/ipc-contract';
import type {
  AppCommand,
  AppSettings,
  ConnectivityState,
  OpenPayment,
  OperationDetail,
  OperationSummary,
  ReviewList,
} from '../../../shared/ipc/ipc-payloads';
import type { ProfileSummary } from '../../../shared/profiles';

/*
 * A stand-in for window.pos in tests only. The browser host serves the real bridge
 * (test/e2e/counter); this one lets a renderer spec set exactly what main answers and push
 * main's events at the moment it chooses (a flow's every step, a lost connection, a value the
 * service may send but the simulator does not), with no main or simulator to start. It
 * records every call. A channel it does not implement is missing, so a screen that
 * starts using one fails loudly instead of reading a made-up answer.
 */

export interface FakePosSetup {
  settings: AppSettings;
  profile: ProfileSummary;
  connectivity: ConnectivityState;
  review: OperationSummary[];
  /** Other profiles' operations in review, as journalListReview counts them. */
  reviewElsewhere?: ReviewList['otherProfiles'];
  /** The id main answers a started sale with; its progress events come from the test. */
  saleOperationId: string;
  /** What a channel answers (an IpcResult) where a test sets the data out; `setAnswer` changes it. */
  answers?: Partial<Record<keyof PosApi, unknown>>;
  openPayments?: OpenPayment[];
  /** What journalGetOperation answers, by id; an id not listed is not in the journal. */
  operations?: OperationDetail[];
}

type FakePosEvent =
  | { channel: 'connectivity'; payload: ConnectivityState }
  | { channel: 'review'; payload: { operationId: string; inReview: boolean; reviewCount: number } }
  | { channel: 'command'; payload: { command: AppCommand } }
  | { channel: 'open-payments'; payload: OpenPayment[] }
  | { channel: 'progress'; payload: FlowProgress };

export interface FakePosControl {
  calls: { method: string; input: unknown }[];
  emit: (event: FakePosEvent) => void;
  setAnswer: (method: keyof PosApi, result: unknown) => void;
}

/** Runs in the page before its scripts (page.addInitScript), so it must close over nothing. */
export function installFakePos(setup: FakePosSetup): void {
  const calls: FakePosControl['calls'] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let settings = setup.settings;

  const answer = <Data>(method: string, input: unknown, data: Data) => {
    calls.push({ method, input });
    return Promise.resolve({ ok: true as const, data });
  };
  const answers = new Map<string, unknown>(Object.entries(setup.answers ?? {}));
  const scripted =
    <Method extends keyof PosApi>(method: Method) =>
    (input: unknown) => {
      calls.push({ method, input });
      return Promise.resolve(answers.get(method) as Awaited<ReturnType<PosApi[Method]>>);
    };
  const subscribe =
    <Payload>(channel: FakePosEvent['channel']) =>
    (listener: (payload: Payload) => void) => {
      const relay = (payload: unknown) => listener(payload as Payload);
      const channelListeners = listeners.get(channel) ?? new Set();
      listeners.set(channel, channelListeners.add(relay));
      return () => {
        channelListeners.delete(relay);
      };
    };

  const pos = {
    settingsGet: () => answer('settingsGet', undefined, settings),
    settingsSet: (patch) => {
      // As main does: a field left out, or given as undefined, keeps its value.
      const given = Object.entries(patch ?? {}).filter(([, value]) => value !== undefined);
      settings = { ...settings, ...Object.fromEntries(given) };
      return answer('settingsSet', patch, settings);
    },
    profilesGetActive: () => answer('profilesGetActive', undefined, setup.profile),
    connectivityGet: () => answer('connectivityGet', undefined, setup.connectivity),
    appGetInfo: () =>
      answer('appGetInfo', undefined, {
        version: '0.1.0',
        platform: 'linux',
        mode: 'development' as const,
      }),
    journalListReview: () =>
      answer('journalListReview', undefined, {
        operations: setup.review,
        otherProfiles: setup.reviewElsewhere ?? [],
      }),
    onConnectivityChanged: subscribe<ConnectivityState>('connectivity'),
    onJournalReviewChanged:
      subscribe<Extract<FakePosEvent, { channel: 'review' }>['payload']>('review'),
    onAppCommand: subscribe<{ command: AppCommand }>('command'),
    flowsStartSale: (input) =>
      answer('flowsStartSale', input, { operationId: setup.saleOperationId }),
    flowsAbort: (input) => answer('flowsAbort', input, null),
    flowsLeave: (input) => answer('flowsLeave', input, null),
    flowsPresentSale: (input) => answer('flowsPresentSale', input, null),
    // Nothing runs in main when the page opens: a fresh counter, not one starting again.
    flowsListRunning: () => Promise.resolve({ ok: true as const, data: [] }),
    // Nor did a sale end while no page followed it, nor was one paid moments ago.
    flowsListUnacknowledgedEndings: () => Promise.resolve({ ok: true as const, data: [] }),
    flowsFindRecentPaidSale: () => Promise.resolve({ ok: true as const, data: null }),
    // A till without operators: one anonymous operator, as a shop that never creates one.
    operatorsGetState: () =>
      Promise.resolve({
        ok: true as const,
        data: {
          operators: [],
          signedIn: null,
          idleSignOutMinutes: 5,
          retryAt: null,
          // Literal: this function runs in the page, where no import reaches.
          approvalActions: ['refund', 'cancel', 'settings', 'profiles'],
          receiptOperator: 'name',
        },
      }),
    // The back office names where exports go: a browser host's default folder.
    exportFolder: () =>
      Promise.resolve({
        ok: true as const,
        data: {
          folder: '/home/shop/Counter exports',
          chosen: false,
          choose: 'typed',
          canOpen: false,
        },
      }),
    onFlowsProgress: subscribe<FlowProgress>('progress'),
    historyList: scripted('historyList'),
    chargesGet: scripted('chargesGet'),
    journalResolveReview: scripted('journalResolveReview'),
    refundsList: scripted('refundsList'),
    cancelsList: scripted('cancelsList'),
    tokensGet: scripted('tokensGet'),
    flowsStartCapture: scripted('flowsStartCapture'),
    flowsStartCancel: scripted('flowsStartCancel'),
    flowsStartRefund: scripted('flowsStartRefund'),
    printingPrintReceipt: scripted('printingPrintReceipt'),
    printingPrintSlip: scripted('printingPrintSlip'),
    printingSavePdf: scripted('printingSavePdf'),
    // The desktop app's outputs, so the buttons are live and each issue's answer is scripted.
    // Both outputs ready unless a test sets what this till has.
    printingGetOutputs: (input) =>
      answers.has('printingGetOutputs')
        ? scripted('printingGetOutputs')(input)
        : answer('printingGetOutputs', input, { paper: 'ready' as const, pdf: 'ready' as const }),
    printingPreview: scripted('printingPreview'),
    paymentsListOpen: () => answer('paymentsListOpen', undefined, setup.openPayments ?? []),
    onPaymentsOpenChanged: subscribe<OpenPayment[]>('open-payments'),
    trainingGet: scripted('trainingGet'),
    trainingSet: scripted('trainingSet'),
    auditVerify: scripted('auditVerify'),
    auditExport: scripted('auditExport'),
    profilesList: scripted('profilesList'),
    profilesSave: scripted('profilesSave'),
    profilesReplaceCredentials: scripted('profilesReplaceCredentials'),
    profilesTest: scripted('profilesTest'),
    profilesRemove: scripted('profilesRemove'),
    profilesSelectActive: scripted('profilesSelectActive'),
    journalGetOperation: (input) => {
      const found = setup.operations?.find(({ id }) => id === input.operationId);
      calls.push({ method: 'journalGetOperation', input });
      return Promise.resolve(
        found === undefined
          ? {
              ok: false as const,
              error: { code: 'OPERATION_NOT_FOUND', message: 'not in the journal' },
            }
          : { ok: true as const, data: found },
      );
    },
  } satisfies Partial<PosApi>;

  const control: FakePosControl = {
    calls,
    emit: ({ channel, payload }) =>
      listeners.get(channel)?.forEach((listener) => listener(payload)),
    setAnswer: (method, result) => void answers.set(method, result),
  };
  Object.defineProperty(window, 'pos', { value: Object.freeze(pos) });
  Object.defineProperty(window, 'posFake', { value: control });
}
