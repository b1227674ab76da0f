import type { z } from 'zod';
import { changeMayHaveBeenMade } from '../../shared/ipc/change-outcome';
import type { InvokeChannel } from '../../shared/ipc/channel-names';
import type { ChannelOutput, ParsedInput } from '../../shared/ipc/ipc-contract';
import type {
  AppInfo,
  AppSettings,
  ConnectivityState,
  IssuedDocument,
  OpenPayment,
  ProfileTestResult,
} from '../../shared/ipc/ipc-payloads';
import type {
  TrainingCustomerAction,
  TrainingCustomerOutcome,
} from '../../shared/ipc/training-customer-action';
import type { DocumentPreview, PrintingOutputs } from '../../shared/printing/document-layout';
import type { AppTokenCredentials, ProfileInput, ProfileSummary } from '../../shared/profiles';
import { saleLimitsOf } from '../../shared/sale-limits';
import { chargeRoutes } from '../../shared/service/charges';
import { customerRoutes } from '../../shared/service/customers';
import { customsRoutes } from '../../shared/service/customs';
import { historyRoutes } from '../../shared/service/history';
import { refundRoutes } from '../../shared/service/refunds';
import type { MetadataInput } from '../../shared/service/common';
import type { RouteDefinition, RouteResponse } from '../../shared/service/route';
import { subscriptionRoutes } from '../../shared/service/subscriptions';
import { tokenRoutes } from '../../shared/service/tokens';
import { widgetRoutes } from '../../shared/service/widget';
import { closeDay, reconcileRange } from '../back-office/back-office-reports';
import { createDayCloseRunner } from '../back-office/day-close-runner';
import type { ExportRunner } from '../export/export-runner';
import type { FlowAbortError, FlowEngine, FlowStartError } from '../flows/flow-engine';
import type { Actor } from '../journal/actor';
import type { auditEvent } from '../journal/audit-event';
import type { AuditTrail } from '../journal/audit-trail';
import type { Journal } from '../journal/journal';
import type { JournalError } from '../journal/journal-error';
import type { Result } from '../journal/result';
import type { RouteInput, ServiceClient } from '../service/service-client';
import { ServiceClientError } from '../service/service-client-error';
import { IpcFailure } from './ipc-failure';
import { metadataUpdate, type MetadataUpdate } from './metadata-update';
import { operationDetailOf, operationSummaryOf } from './operation-views';

/** One channel's handler: its parsed input in, its output (checked in development) out. */
type IpcHandler<Channel extends InvokeChannel> = (
  input: ParsedInput<Channel>,
) => Promise<ChannelOutput<Channel>>;

export type HandlerTable = { readonly [Channel in InvokeChannel]: IpcHandler<Channel> };

/** The active profile's store and its service client; main's only way to the service. */
interface ActiveService {
  readonly storeId: string;
  readonly client: ServiceClient;
}

/**
 * What the handlers are built from: the core's services (main/core). Every method that
 * changes something sensitive records it in the audit trail itself.
 */
export interface CounterServices {
  readonly journal: Journal;
  readonly auditTrail: AuditTrail;
  /** Who acts: the active profile. */
  actor(): Actor;
  /** Appends to the audit trail as the active profile; AUDIT_WRITE_FAILED when it cannot. */
  recordAudit(event: z.input<typeof auditEvent>): Promise<void>;
  /** The flow engine of the active profile. */
  flows(): FlowEngine;
  /** The active profile's open-payments board: what customers are still to pay, what to capture. */
  openPayments(): OpenPayment[];
  /** Aborts a running flow, or a customer wait resumed on start. */
  abortOperation(operationId: string): Result<void, FlowAbortError>;
  /** The counter left this sale: the customer display stops showing it. */
  leaveSale(operationId: string): void;
  service(): ActiveService;
  listProfiles(): Promise<ProfileSummary[]>;
  saveProfile(input: ProfileInput, credentials: AppTokenCredentials): Promise<ProfileSummary>;
  replaceCredentials(profileId: string, credentials: AppTokenCredentials): Promise<ProfileSummary>;
  removeProfile(profileId: string): Promise<void>;
  testProfile(profileId: string): Promise<ProfileTestResult>;
  selectProfile(profileId: string): Promise<ProfileSummary>;
  activeProfile(): Promise<ProfileSummary>;
  training(): boolean;
  setTraining(enabled: boolean): Promise<boolean>;
  /** Training only (TRAINING_ONLY otherwise): the trainee acts as a training sale's customer. */
  actAsTrainingCustomer(action: TrainingCustomerAction): TrainingCustomerOutcome;
  connectivity(): ConnectivityState;
  appInfo(): AppInfo;
  settings(): AppSettings;
  updateSettings(patch: ParsedInput<'settings:set'>): Promise<AppSettings>;
  /** The back office's CSV exports: started where main chooses the file, followed by events. */
  readonly exports: Pick<ExportRunner, 'start' | 'cancel'>;
  /** Builds the document from main's own facts and prints it, or saves it where main chooses. */
  issueDocument(
    request: ParsedInput<'printing:save-pdf'>,
    output: 'paper' | 'pdf',
  ): Promise<IssuedDocument>;
  printingOutputs(): PrintingOutputs;
  /** The document an issue would produce, laid out for the on-screen preview; issues nothing. */
  previewDocument(request: ParsedInput<'printing:preview'>): Promise<DocumentPreview>;
  /** Prints the day-close report main computes for the range, or saves it as a PDF. */
  printDayClose(request: ParsedInput<'printing:print-day-close'>): Promise<null>;
}

type StartResult = Result<{ readonly operationId: string }, FlowStartError>;

function started(result: StartResult): { operationId: string } {
  if (result.ok) return { operationId: result.value.operationId };
  const error = result.error;
  switch (error.code) {
    case 'FLOW_NOT_AVAILABLE':
      throw new IpcFailure(error.code, `No flow runs ${error.kind ?? 'this payment type'}.`);
    case 'INVALID_INPUT':
      throw new IpcFailure(error.code, 'The flow refused its input.', error.fields);
    case 'CHARGE_NOT_READ':
      throw new IpcFailure(error.code, `The charge could not be read (${error.problem.type}).`);
    case 'JOURNAL_WRITE_FAILED':
      throw new IpcFailure(error.code, `The journal could not record it (${error.journal.code}).`);
  }
}

function aborted(result: Result<void, FlowAbortError>): null {
  if (result.ok) return null;
  throw new IpcFailure(
    result.error.code,
    result.error.code === 'NOT_RUNNING'
      ? 'The operation is not running.'
      : `The operation cannot be aborted while ${result.error.step}.`,
  );
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

/** The code a failed call answers the renderer with, as the dispatch would give it. */
function failureCode(error: unknown): string {
  if (error instanceof ServiceClientError) return error.detail.code;
  if (error instanceof IpcFailure) return error.code;
  return 'INTERNAL_ERROR';
}

/** Path parameters (without the store), and `query` and `body` where the route has them. */
type RouteArguments = Readonly<Record<string, unknown>>;

/**
 * Calls a route for the active store: path parameters, `query` and `body` as the contract
 * shaped them, with the store filled in. The client validates params, query and body against
 * the route's strict schemas again before anything is sent.
 */
async function callRoute<Route extends RouteDefinition>(
  service: ActiveService,
  route: Route,
  input: RouteArguments,
  place: 'store' | 'merchant' = 'store',
): Promise<RouteResponse<Route>> {
  const { query, body, ...path } = input;
  const request = {
    params: place === 'store' ? { ...path, storeId: service.storeId } : path,
    ...(query !== undefined && { query }),
    ...(body !== undefined && { body }),
  };
  // The contract's input is the route's input minus the store; the client re-checks it.
  return (await service.client.request(route, request as RouteInput<Route>)).data;
}

/** Every invoke channel's handler, built from the core's services; transport-agnostic. */
export function createHandlerTable(services: CounterServices): HandlerTable {
  const { journal, auditTrail } = services;
  const dayClose = createDayCloseRunner((request, signal) =>
    closeDay(services.service(), request, {
      timeZone: services.settings().timeZone,
      now: () => new Date(),
      signal,
    }),
  );

  /**
   * Captures, cancels and refunds are audited once their intent is durable, so the entry can
   * name the operation. If the trail cannot record it the operation still runs (money may
   * already be moving) and the cashier is told, with the progress events still arriving.
   */
  async function auditStarted(
    operationId: string,
    event: Parameters<CounterServices['recordAudit']>[0],
  ): Promise<void> {
    try {
      await services.recordAudit(event);
    } catch (error) {
      throw new IpcFailure(
        'AUDIT_WRITE_FAILED',
        `Operation ${operationId} started, but the audit trail could not record it.`,
        [],
        { cause: error },
      );
    }
  }
  /**
   * An operation of the active profile: another profile's is another store's (or a real
   * store's seen from training), which this session may neither read nor resolve.
   */
  function ownOperation(operationId: string) {
    const operation = journal.operation(operationId);
    if (operation === undefined) {
      throw new IpcFailure('OPERATION_NOT_FOUND', 'The journal holds no such operation.');
    }
    if (operation.intent.profileId !== services.actor().profileId) {
      throw new IpcFailure(
        'OPERATION_OF_OTHER_PROFILE',
        'The operation belongs to another profile; switch to it to act on it.',
      );
    }
    return operation;
  }
  const call = <Route extends RouteDefinition>(route: Route, input: RouteArguments) =>
    callRoute(services.service(), route, input);

  /**
   * Records how a subscription update ended. If the trail cannot, the clerk is told the
   * change may have been made (the update itself may well have been), with the cause kept.
   */
  async function auditOutcome(
    subscriptionId: string,
    result: { outcome: 'updated' | 'refused' | 'unknown'; code?: string },
    failure?: unknown,
  ): Promise<void> {
    try {
      await services.recordAudit({
        action: 'subscription_update_outcome',
        details: { subscriptionId, ...result },
      });
    } catch (error) {
      throw new IpcFailure(
        'AUDIT_OUTCOME_NOT_RECORDED',
        `Subscription ${subscriptionId}: the update ${result.outcome === 'updated' ? 'was made' : 'ended'}, but the audit trail could not record its outcome.`,
        [],
        { cause: failure ?? error },
      );
    }
  }

  /**
   * A person's metadata edit: checked against what the service holds now (the journal's keys
   * stay as they are), and audited before it is sent, so an edit whose answer was lost is on
   * record too. An audit that cannot be written sends nothing.
   */
  async function editedMetadata(
    stored: Readonly<Record<string, unknown>>,
    edited: MetadataInput,
    ids: { chargeId: string; refundId?: string },
  ): Promise<MetadataUpdate> {
    const update = metadataUpdate(stored, edited);
    if (!update.ok) {
      throw new IpcFailure('INVALID_INPUT', 'The journal’s keys are read-only.', update.error);
    }
    const { added, changed, removed } = update.value;
    await services.recordAudit({
      action: 'metadata_update',
      details: { ...ids, added, changed, removed },
    });
    return update.value;
  }
  /** A list the active store or, where the route exists, the whole merchant. */
  const list = <Store extends RouteDefinition, Merchant extends RouteDefinition>(
    scope: 'store' | 'merchant',
    routes: { readonly store: Store; readonly merchant: Merchant },
    query: unknown,
  ): Promise<RouteResponse<Store> | RouteResponse<Merchant>> => {
    const input = query === undefined ? {} : { query };
    return scope === 'store'
      ? callRoute(services.service(), routes.store, input)
      : callRoute(services.service(), routes.merchant, input, 'merchant');
  };

  return {
    'flows:start-sale': async (input) => {
      // The counter refuses such an amount as it is typed; main holds the line for any caller.
      const { maximum } = saleLimitsOf(await services.activeProfile());
      if (input.charge.amount > maximum) {
        throw new IpcFailure(
          'AMOUNT_ABOVE_STORE_MAXIMUM',
          `The amount is above the store's largest sale (${maximum} minor units).`,
          [{ field: 'charge.amount', reason: 'OUT_OF_RANGE' }],
        );
      }
      return started(await services.flows().startSale(input));
    },
    'flows:start-card-registration': async (input) =>
      started(await services.flows().startCardRegistration(input)),
    'flows:start-capture': async (input) => {
      const { operationId } = started(await services.flows().startCapture(input));
      const { chargeId, amount, currency } = input;
      await auditStarted(operationId, {
        action: 'capture',
        details: { chargeId, amount, currency, operationId },
      });
      return { operationId };
    },
    'flows:start-cancel': async (input) => {
      const { operationId } = started(await services.flows().startCancel(input));
      await auditStarted(operationId, {
        action: 'cancel',
        details: { chargeId: input.chargeId, operationId },
      });
      return { operationId };
    },
    'flows:start-refund': async (input) => {
      const { operationId } = started(await services.flows().startRefund(input));
      const { chargeId, amount, currency, reason } = input;
      await auditStarted(operationId, {
        action: 'refund',
        details: {
          chargeId,
          amount,
          currency,
          ...(reason !== undefined && { reason }),
          operationId,
        },
      });
      return { operationId };
    },
    'flows:abort': ({ operationId }) =>
      Promise.resolve(aborted(services.abortOperation(operationId))),
    'flows:leave': ({ operationId }) => {
      services.leaveSale(operationId);
      return Promise.resolve(null);
    },
    'flows:list-running': () => Promise.resolve(services.flows().running()),

    'journal:list-review': async () => {
      const active = services.actor().profileId;
      const waiting = journal.reviewList();
      const others = new Map<string, number>();
      for (const operation of waiting) {
        const { profileId } = operation.intent;
        if (profileId !== active) others.set(profileId, (others.get(profileId) ?? 0) + 1);
      }
      const names = new Map(
        others.size === 0
          ? []
          : (await services.listProfiles()).map((profile) => [profile.id, profile.name]),
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
      const resolved = await journal.resolveReview(operationId, resolution, services.actor());
      if (!resolved.ok) throw journalFailure(resolved.error);
      // docs/reliability.md: a resolution belongs in the audit trail too.
      await services.recordAudit({
        action: 'review_resolution',
        details: { operationId, ...resolution },
      });
      return operationSummaryOf(resolved.value);
    },
    'journal:get-operation': ({ operationId }) =>
      Promise.resolve(operationDetailOf(ownOperation(operationId))),

    'payments:list-open': () => Promise.resolve(services.openPayments()),

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

    'profiles:list': () => services.listProfiles(),
    'profiles:save': ({ profile, credentials }) => services.saveProfile(profile, credentials),
    'profiles:replace-credentials': ({ profileId, credentials }) =>
      services.replaceCredentials(profileId, credentials),
    'profiles:test': ({ profileId }) => services.testProfile(profileId),
    'profiles:remove': async ({ profileId }) => {
      await services.removeProfile(profileId);
      return null;
    },
    'profiles:select-active': ({ profileId }) => services.selectProfile(profileId),
    'profiles:get-active': () => services.activeProfile(),

    'training:get': () => Promise.resolve({ enabled: services.training() }),
    'training:set': async ({ enabled }) => ({ enabled: await services.setTraining(enabled) }),
    'training:act-as-customer': (action) => Promise.resolve(services.actAsTrainingCustomer(action)),
    'connectivity:get': () => Promise.resolve(services.connectivity()),
    'app:get-info': () => Promise.resolve(services.appInfo()),
    'settings:get': () => Promise.resolve(services.settings()),
    'settings:set': (patch) => services.updateSettings(patch),

    'tokens:list': ({ scope, query }) =>
      list(scope, { store: tokenRoutes.listStoreTokens, merchant: tokenRoutes.listTokens }, query),
    'tokens:get': (input) => call(tokenRoutes.getToken, input),
    'tokens:get-by-alias': (input) => call(tokenRoutes.getTokenByAlias, input),
    'charges:list': ({ scope, query }) =>
      list(
        scope,
        { store: chargeRoutes.listStoreCharges, merchant: chargeRoutes.listCharges },
        query,
      ),
    'charges:get': (input) => call(chargeRoutes.getCharge, input),
    'charges:update-metadata': async ({ chargeId, body }) => {
      const charge = await call(chargeRoutes.getCharge, { chargeId });
      const { metadata } = await editedMetadata(charge.metadata, body.metadata, { chargeId });
      return call(chargeRoutes.updateCharge, { chargeId, body: { metadata } });
    },
    'charges:get-expiry': (input) => call(chargeRoutes.getChargeExpiry, input),
    'refunds:list': (input) => call(refundRoutes.listRefunds, input),
    'refunds:get': (input) => call(refundRoutes.getRefund, input),
    'refunds:update-metadata': async ({ chargeId, refundId, body }) => {
      const refund = await call(refundRoutes.getRefund, { chargeId, refundId });
      const { metadata } = await editedMetadata(refund.metadata ?? {}, body.metadata, {
        chargeId,
        refundId,
      });
      return call(refundRoutes.updateRefund, { chargeId, refundId, body: { metadata } });
    },
    'history:list': ({ scope, query }) =>
      list(
        scope,
        { store: historyRoutes.listStoreHistory, merchant: historyRoutes.listHistory },
        query,
      ),
    'history:close-day': (request) => dayClose.close(request),
    'history:cancel-close-day': () => Promise.resolve({ cancelled: dayClose.cancel() }),
    'history:reconcile': (range) =>
      reconcileRange(services.service(), range, {
        timeZone: services.settings().timeZone,
        operations: () => journal.operations(),
      }),
    'export:start': (request) => services.exports.start(request),
    'export:cancel': ({ exportId }) => Promise.resolve(services.exports.cancel(exportId)),
    'subscriptions:get': (input) => call(subscriptionRoutes.getSubscription, input),
    'subscriptions:update': async ({ subscriptionId, body }) => {
      const { transaction_token_id: transactionTokenId, metadata } = body;
      // Before anything is sent: an audit that cannot be written sends nothing.
      await services.recordAudit({
        action: 'subscription_update',
        details: {
          subscriptionId,
          ...(transactionTokenId !== undefined && { transactionTokenId }),
          ...(metadata !== undefined && { metadataKeys: Object.keys(metadata) }),
        },
      });
      let updated;
      try {
        updated = await call(subscriptionRoutes.updateSubscription, { subscriptionId, body });
      } catch (error) {
        const code = failureCode(error);
        const outcome = changeMayHaveBeenMade(code) ? 'unknown' : 'refused';
        await auditOutcome(subscriptionId, { outcome, code }, error);
        throw error;
      }
      await auditOutcome(subscriptionId, { outcome: 'updated' });
      return updated;
    },
    'subscriptions:list-charges': (input) =>
      call(subscriptionRoutes.listSubscriptionCharges, input),
    'subscriptions:list-payments': (input) =>
      call(subscriptionRoutes.listSubscriptionPayments, input),
    'subscriptions:get-payment': (input) => call(subscriptionRoutes.getSubscriptionPayment, input),
    'customs:create': (input) => call(customsRoutes.createCustomsDeclaration, input),
    'customs:get': (input) => call(customsRoutes.getCustomsDeclaration, input),
    'customs:update': (input) => call(customsRoutes.updateCustomsDeclaration, input),
    'widget:update': (input) => call(widgetRoutes.updateWidgetConfiguration, input),
    'customers:create-id': (input) => call(customerRoutes.createCustomerId, input),

    'printing:print-receipt': (input) =>
      services.issueDocument({ ...input, document: 'receipt' }, 'paper'),
    'printing:print-slip': (input) =>
      services.issueDocument({ ...input, document: 'payment_slip' }, 'paper'),
    'printing:save-pdf': (input) => services.issueDocument(input, 'pdf'),
    'printing:get-outputs': () => Promise.resolve(services.printingOutputs()),
    'printing:preview': (input) => services.previewDocument(input),
    'printing:print-day-close': (input) => services.printDayClose(input),
  };
}
