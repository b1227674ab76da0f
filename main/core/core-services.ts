import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppMode } from '../../shared/ipc/ipc-payloads';
import { createBackOfficeHandlers } from '../back-office/back-office-handlers';
import { closeIssueCount, closerOf, readTillCloses } from '../back-office/close-records';
import { openTillCloses } from '../back-office/till-closes';
import { tillReconciler } from '../back-office/till-reconciler';
import { createDifferenceExplanations } from '../back-office/difference-explanations';
import { openDayClose } from '../back-office/day-close-runner';
import type { TrainingProvider } from '../credentials/store-profile';
import { createExportFolder } from '../export/export-folder';
import { createExportRunner } from '../export/export-runner';
import { createChargeHandlers } from '../ipc/charge-handlers';
import type { createEventHub } from '../ipc/event-hub';
import type { HandlerTable } from '../ipc/handler-table';
import { createRecordHandlers } from '../ipc/record-handlers';
import { createRouteChannelHandlers } from '../ipc/route-channel-handlers';
import type { AuditTrail } from '../journal/audit-trail';
import type { Journal } from '../journal/journal';
import type { OperationIndex } from '../journal/operation-index';
import { createJournalHandlers } from '../journal/journal-handlers';
import type { Sleep } from '../service/sleep';
import { createOperatorHandlers } from '../operators/operator-handlers';
import { openOperators } from '../operators/operators';
import { approvalGate, type ApprovalFacts } from '../operators/approval-gate';
import { createManagerApprovals } from '../operators/manager-approvals';
import { signInGate } from '../operators/sign-in-gate';
import type { RunningSimulator } from '../simulator/start-simulator';
import { createActiveSession } from './active-session';
import { auditRecorder } from './audit-recorder';
import { auditedSettings } from './audited-settings';
import { openCorePrinting } from './core-printing';
import { printSettingsOf, type CoreSettingsFile } from './core-settings';
import type { CounterCoreOptions } from './core-options';
import type { CustomerDisplayFeed } from './customer-display-feed';
import { createFlowHandlers } from './flow-handlers';
import { createPrintingHandlers } from './printing-handlers';
import { createProfileHandlers } from './profile-handlers';
import { realStoreGate, trainingOnlyAudit, trainingOnlyReviewList } from './real-stores';
import { followReviewList } from './review-feed';
import { createAppHandlers, createSettingsHandlers } from './settings-handlers';
import { createStoreProfiles } from './store-profiles';

/** Outside Electron there is no save dialog: each PDF goes to the data directory's `pdf/`. */
function fileInDataDir(
  dataDir: string,
  folderName: string,
): (suggestedName: string) => Promise<string> {
  return async (suggestedName) => {
    const folder = join(dataDir, folderName);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    return join(folder, suggestedName);
  };
}

/** What the core opened before its services: the logs, the settings, the event hub, the simulator. */
export interface CoreResources {
  readonly options: CounterCoreOptions;
  readonly appMode: AppMode;
  readonly now: () => Date;
  readonly sleep: Sleep;
  readonly report: (context: string, error: unknown) => void;
  readonly hub: ReturnType<typeof createEventHub>;
  readonly settings: CoreSettingsFile;
  readonly journal: Journal;
  /** The till's ended operations of 13 months (main/journal/operation-index.ts). */
  readonly operationIndex: OperationIndex;
  /** This till's id (main/journal/till-id.ts). */
  readonly tillId: string;
  readonly auditTrail: AuditTrail;
  readonly simulator: RunningSimulator | undefined;
  readonly customerDisplay: Pick<CustomerDisplayFeed, 'leave' | 'present'>;
}

/**
 * The services over those resources (the store profiles, the active session, audited
 * settings, printing, exports, the review feed) and the handler table: each area's handlers,
 * built next to the module that serves them, and one generated handler for every route
 * channel (docs/architecture.md: IPC).
 */
export async function openServices(resources: CoreResources) {
  const { options, hub, settings, journal, auditTrail, simulator, report } = resources;
  const training: TrainingProvider | undefined =
    simulator === undefined
      ? undefined
      : () => {
          const { secret, jwt } = simulator.credentials.appTokens.store1Test;
          return Promise.resolve({ baseUrl: simulator.baseUrl, credentials: { secret, jwt } });
        };
  const realStores = realStoreGate(options.realStores ?? 'allowed');
  // The session is created below; the recorder asks it who acts only when it records.
  const recordAudit = auditRecorder(auditTrail, () => session.actor());
  const operators = await openOperators({
    dataDir: options.dataDir,
    now: resources.now,
    recordAudit,
  });
  const approvals = createManagerApprovals({ operators, now: resources.now, recordAudit });
  const profiles = createStoreProfiles({
    dataDir: options.dataDir,
    appVersion: options.appVersion,
    ...(options.keychain !== undefined && { keychain: options.keychain }),
    ...(training !== undefined && { training }),
    realStores,
    recordAudit,
    settings,
    activeProfileId: () => session.current()?.profile.id,
  });
  const session = createActiveSession({
    appVersion: options.appVersion,
    authenticator: options.authenticator,
    now: resources.now,
    sleep: resources.sleep,
    ...(options.schedules !== undefined && { schedules: options.schedules }),
    ...(options.connectivitySchedule !== undefined && {
      connectivitySchedule: options.connectivitySchedule,
    }),
    ...(options.openPayments !== undefined && { openPayments: options.openPayments }),
    hub,
    settings,
    journal,
    tillId: resources.tillId,
    profiles,
    realStores,
    trainingAvailable: training !== undefined,
    recordAudit,
    operatorName: () => operators.operatorName(),
    report,
  });

  const timeZone = () => settings.current().timeZone;
  const storeCurrency = async () => (await session.profile()).currency;
  const dayClose = openDayClose({
    service: () => session.service(),
    timeZone,
    storeCurrency,
    now: resources.now,
  });
  // Before the session opens: its first heartbeat must reach whoever subscribes on return.
  const printing = await openCorePrinting({
    dataDir: options.dataDir,
    printer: options.printer,
    choosePdfPath: options.choosePdfPath ?? fileInDataDir(options.dataDir, 'pdf'),
    settings: () => {
      const current = settings.current();
      return {
        ...printSettingsOf(current),
        timeZone: current.timeZone,
        language: current.language,
      };
    },
    session: () => session.required(),
    journal,
    openPayments: () => session.current()?.openPayments.list() ?? [],
    recordAudit,
    approveReprint: () => approvals.spend('reprint'),
    printedOperator: (recordedName) => operators.printedOperator(recordedName),
    // The closes are opened below, over the session printing comes before.
    closes: {
      get: (number) => closes.get(number),
      issueCount: (close) => closeIssueCount(auditTrail, close),
    },
    now: resources.now,
    closeDay: (request) => dayClose.report(request),
  });
  await session.start();
  const unfollowReviews = followReviewList(
    journal,
    hub,
    () => session.current()?.profile.id,
    report,
  );

  const explanations = createDifferenceExplanations({ auditTrail, recordAudit });
  const reconcile = tillReconciler({
    service: () => session.service(),
    journal,
    operationIndex: resources.operationIndex,
    tillId: resources.tillId,
    explanations,
    timeZone,
    now: resources.now,
  });
  const closes = openTillCloses({
    service: () => session.service(),
    journal,
    reconcile,
    timeZone,
    now: resources.now,
    readCloses: () => readTillCloses(auditTrail),
    recordAudit,
    closer: () => closerOf(operators.state()),
  });

  const exportFolder = createExportFolder({
    kept: () => settings.current().exportFolder,
    keep: async (folder) => {
      const from = settings.current().exportFolder;
      if (folder === from) return;
      // Audited first, as every settings change.
      await recordAudit({
        action: 'settings_change',
        details: { setting: 'exportFolder', from, to: folder },
      });
      await settings.update({ exportFolder: folder });
    },
    defaultFolder: options.exportFolder?.defaultFolder ?? join(options.dataDir, 'exports'),
    chooseByDialog: options.exportFolder?.chooseByDialog,
    openFolder: options.exportFolder?.openFolder,
  });
  const exports = createExportRunner({
    service: () => session.service(),
    timeZone,
    storeCurrency,
    now: resources.now,
    folder: () => exportFolder.forWriting(),
    emit: (progress) => hub.emit('export:progress', progress),
    onError: (error) => report('export', error),
  });

  const service = () => session.service();
  const journalHandlers = createJournalHandlers({
    journal,
    auditTrail,
    actor: () => session.actor(),
    listProfiles: () => profiles.list(),
    recordAudit,
  });
  const approvalFacts: ApprovalFacts = {
    store: () => session.profile(),
    async authorizedAmount(chargeId) {
      const { api, profile } = session.required();
      const charge = await api.charges.getCharge({
        params: { storeId: profile.storeId, chargeId },
      });
      return charge.charged_amount ?? charge.requested_amount;
    },
    training: () => session.training(),
  };
  const ungated: HandlerTable = {
    ...createRouteChannelHandlers(service),
    ...createFlowHandlers({
      session,
      recordAudit,
      leaveSale: (operationId) => resources.customerDisplay.leave(operationId),
      presentSale: (sale) => resources.customerDisplay.present(sale),
    }),
    ...journalHandlers,
    ...(!realStores.allowed && {
      'journal:list-review': trainingOnlyReviewList(journalHandlers['journal:list-review']),
      'audit:export': trainingOnlyAudit(auditTrail, journalHandlers['audit:export']),
      'audit:verify': trainingOnlyAudit(auditTrail, journalHandlers['audit:verify']),
    }),
    ...createProfileHandlers({ profiles, session, simulator }),
    ...createSettingsHandlers(auditedSettings(settings, recordAudit)),
    ...createAppHandlers(
      {
        version: options.appVersion,
        platform: options.platform ?? process.platform,
        mode: resources.appMode,
      },
      session,
    ),
    ...createChargeHandlers({ service, recordAudit }),
    ...createRecordHandlers({ service, recordAudit }),
    ...createBackOfficeHandlers({
      reconcile,
      explanations,
      dayClose,
      exports,
      closes,
      exportFolder,
    }),
    ...createPrintingHandlers(printing),
    ...createOperatorHandlers(operators, approvals),
  };
  const handlers = signInGate(
    approvalGate(ungated, { operators, approvals, facts: approvalFacts }),
    operators,
  );
  return {
    handlers,
    training: () => session.training(),
    async close(): Promise<void> {
      await exports.close();
      await printing.close();
      unfollowReviews();
      await session.close();
    },
  };
}
