import type { ConnectivityState, OpenPayment } from '../../shared/ipc/ipc-payloads';
import type { FlowProgress } from '../../shared/flows/flow-progress';
import type { ProfileSummary } from '../../shared/profiles';
import type { FlowDependencies } from '../flows/engine/flow-definition';
import { createFlowEngine, type FlowEngine } from '../flows/engine/flow-engine';
import { createOpenPayments, type OpenPayments } from '../flows/open-payments/open-payments';
import type { OpenPaymentsSettings } from '../flows/open-payments/open-payments-settings';
import type { Journal } from '../journal/journal';
import { createServiceApi, type ServiceApi } from '../service/service-api';
import {
  createServiceClient,
  type CredentialsProvider,
  type ServiceClient,
} from '../service/service-client';
import {
  startConnectivityMonitor,
  type ConnectivityMonitor,
  type ConnectivitySchedule,
} from './connectivity-monitor';

interface ProfileSessionOptions {
  readonly profile: ProfileSummary;
  readonly appVersion: string;
  /** Reads the keychain per call: the session never holds a secret. */
  readonly credentials: CredentialsProvider;
  readonly journal: Journal;
  readonly operatorName: () => string | undefined;
  readonly flowDependencies: Omit<FlowDependencies, 'api'>;
  readonly connectivitySchedule: ConnectivitySchedule;
  /** The open-payments board's schedule and deadline windows, where not its defaults. */
  readonly openPaymentsSettings?: Partial<OpenPaymentsSettings>;
  readonly onProgress: (progress: FlowProgress) => void;
  readonly onOpenPayments: (payments: OpenPayment[]) => void;
  readonly onConnectivity: (state: ConnectivityState) => void;
  readonly onError: (context: string, error: unknown) => void;
}

export interface ProfileSession {
  readonly profile: ProfileSummary;
  readonly client: ServiceClient;
  readonly api: ServiceApi;
  readonly flows: FlowEngine;
  readonly dependencies: FlowDependencies;
  /** Started by the core once recovery is done, so it finds the journal as the replays left it. */
  readonly openPayments: OpenPayments;
  connectivity(): ConnectivityState;
  close(): Promise<void>;
}

/**
 * Everything that talks to one profile's service: its client, the typed API, the flow engine
 * that runs operations in the profile's store, the open-payments board, and the heartbeat.
 * Switching profiles opens a new session and closes the old one.
 */
export function openProfileSession(options: ProfileSessionOptions): ProfileSession {
  const { profile } = options;
  const client = createServiceClient({
    baseUrl: profile.baseUrl,
    appVersion: options.appVersion,
    credentials: options.credentials,
  });
  const api = createServiceApi(client);
  const dependencies: FlowDependencies = { ...options.flowDependencies, api };
  const flows = createFlowEngine({
    journal: options.journal,
    dependencies,
    operatorName: options.operatorName,
    scope: {
      storeId: profile.storeId,
      profileId: profile.id,
      mode: profile.mode,
      training: profile.training,
    },
    emit: options.onProgress,
    onFlowError: (error, operationId) => options.onError(`flow ${operationId}`, error),
  });
  const openPayments = createOpenPayments({
    journal: options.journal,
    dependencies,
    client,
    scope: { profileId: profile.id, storeId: profile.storeId },
    engine: flows,
    ...(options.openPaymentsSettings !== undefined && { settings: options.openPaymentsSettings }),
    onChange: options.onOpenPayments,
    onError: (error, operationId) =>
      options.onError(`open payments${operationId === undefined ? '' : ` ${operationId}`}`, error),
  });
  const monitor: ConnectivityMonitor = startConnectivityMonitor({
    check: (signal) =>
      api.heartbeat.heartbeat(undefined, { signal, timeouts: { deadlineMs: 10_000 } }),
    onChange: options.onConnectivity,
    onError: (error) => options.onError('connectivity', error),
    now: options.flowDependencies.now,
    sleep: options.flowDependencies.sleep,
    schedule: options.connectivitySchedule,
  });

  return {
    profile,
    client,
    api,
    flows,
    dependencies,
    openPayments,
    connectivity: () => monitor.state(),
    async close() {
      await openPayments.stop();
      await monitor.stop();
      await client.close();
    },
  };
}
