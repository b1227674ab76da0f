import type { AppMode } from '../../shared/ipc/ipc-payloads';
import type { Keychain } from '../credentials/keychain';
import type { ExportFolderOptions } from '../export/export-folder';
import type { Authenticator, FlowDependencies } from '../flows/engine/flow-definition';
import type { OpenPaymentsSettings } from '../flows/open-payments/open-payments-settings';
import type { Printer } from '../printing/print-service';
import type { Journal } from '../journal/journal';
import type { Sleep } from '../service/sleep';
import type { HistorySeedInput } from '../simulator/seeding/history-seed-module';
import type { RunningSimulator } from '../simulator/start-simulator';
import type { ConnectivitySchedule } from './connectivity-monitor';

/** How the core is started: by the Electron entry, the browser host, and tests. */
export interface CounterCoreOptions {
  /** The app's data directory (Electron's userData; a fresh temporary folder in tests). */
  readonly dataDir: string;
  readonly appVersion: string;
  /** Development checks every IPC answer and event against the contract. */
  readonly appMode?: AppMode;
  readonly platform?: string;
  /** The OS keychain unless a test gives its own. */
  readonly keychain?: Keychain;
  /** `built-in`: run the training simulator on loopback; `none`: no training profile. */
  readonly simulator?: 'built-in' | 'none';
  /**
   * Seeds the built-in training simulator's history at start (docs/simulator.md: Seeding a
   * history), for e2e tests and demos of the back office at scale. Absent in the app.
   */
  readonly trainingHistory?: HistorySeedInput;
  /** Where customers authenticate (3DS) and pay (wallet pages): a window, or a test's fake. */
  readonly authenticator: Authenticator;
  readonly now?: () => Date;
  readonly sleep?: Sleep;
  readonly schedules?: FlowDependencies['schedules'];
  readonly connectivitySchedule?: ConnectivitySchedule;
  /** The open-payments board's schedule and deadline windows; open-payments.ts has the defaults. */
  readonly openPayments?: Partial<OpenPaymentsSettings>;
  /**
   * The receipt printer (Electron: createElectronPrinter). Null where nothing can render a page,
   * as in the browser host: the printing channels, save-pdf included, answer PRINTER_NOT_AVAILABLE.
   */
  readonly printer: Printer | null;
  /**
   * Where a PDF is saved (Electron: a save dialog; null when the cashier cancels it). By
   * default a file in the data directory's `pdf/` folder. Never a path from the renderer.
   */
  readonly choosePdfPath?: (suggestedName: string) => Promise<string | null>;
  /**
   * Handed the training simulator once it runs, for tests and drills that arm its faults
   * (docs/simulator.md: Faults) or use its other app tokens (a merchant token's all-stores
   * lists) or compare a screen with its records: it runs without control routes, so nothing
   * else can.
   */
  readonly onTrainingSimulator?: (
    simulator: Pick<
      RunningSimulator,
      'armFaults' | 'clock' | 'credentials' | 'baseUrl' | 'snapshot'
    >,
  ) => void;
  /**
   * Handed the journal once it opens, for tests that plant what a till believes happened
   * (the back office's reconciliation) without a sale through the screen. Absent in the app.
   */
  readonly onJournal?: (
    journal: Pick<Journal, 'recordIntent' | 'recordOutcome' | 'markNeedsReview'>,
  ) => void;
  /**
   * Where back-office exports go until the clerk chooses a folder (by default the data
   * directory's `exports/`), and, in Electron, the folder dialog and the file manager.
   */
  readonly exportFolder?: Partial<
    Pick<ExportFolderOptions, 'defaultFolder' | 'chooseByDialog' | 'openFolder'>
  >;
  /** The system's locale; a first start shows the interface in its language. */
  readonly systemLocale?: string;
  /** For main's log: errors the renderer saw only as a code, and background failures. */
  readonly onError?: (context: string, error: unknown) => void;
  /** For main's log: a channel's expected refusal, one line (default: console.warn). */
  readonly onRefusal?: (line: string) => void;
  /**
   * `refused` where any local process can reach the dispatch (the browser host): no real
   * store's session opens, its profile cannot be added, tested or selected, and a start on it
   * falls back to training, so no sale and no read reaches a real store. `allowed` by default.
   */
  readonly realStores?: 'allowed' | 'refused';
}
