import { z } from 'zod';
import {
  cancelInput,
  captureInput,
  cardRegistrationInput,
  refundInput,
  saleInput,
} from '../flows/flow-input';
import { flowProgress } from '../flows/flow-progress';
import {
  dayCloseReport,
  dayCloseRequest,
  reconcileRequest,
  resolvedRange,
} from '../back-office/day-close-report';
import { exportProgress, exportRequest } from '../back-office/export-request';
import { reconciliationResult } from '../back-office/reconciliation';
import { documentPreview, printingOutputs } from '../printing/document-layout';
import { appTokenCredentials, profileInput, profileSummary } from '../profiles';
import { chargeRoutes } from '../service/charges';
import { uuid } from '../service/common';
import { customerRoutes } from '../service/customers';
import { customsRoutes } from '../service/customs';
import { historyRoutes } from '../service/history';
import { refundRoutes } from '../service/refunds';
import { subscriptionRoutes } from '../service/subscriptions';
import { tokenRoutes } from '../service/tokens';
import { widgetRoutes } from '../service/widget';
import type {
  EventChannel,
  EventMethodName,
  InvokeChannel,
  InvokeMethodName,
} from './channel-names';
import {
  appCommand,
  appInfo,
  appSettings,
  auditVerification,
  connectivityState,
  issuedDocument,
  openPayment,
  operationDetail,
  operationOutcome,
  operationSummary,
  profileTestResult,
  reviewList,
} from './ipc-payloads';
import type { IpcResult } from './ipc-result';
import { trainingCustomerAction, trainingCustomerOutcome } from './training-customer-action';

/*
 * Every IPC channel: name -> { input, output } (DESIGN.md: IPC). Inputs are strict objects
 * with bounded strings and arrays; main parses each one before a handler runs. Service reads
 * and non-money writes are generated from the route tables with the store left out: main
 * fills it in from the active profile. Money moves only through the flows channels
 * (docs/architecture.md: IPC).
 */

const none = z.strictObject({});
const nothing = z.null();
const operationId = z.strictObject({ operationId: uuid });
const started = operationId;
const profileId = profileSummary.shape.id;

/** `copy`: a cashier's explicit reprint, marked as a copy even if no issue was recorded. */
const reprint = z.boolean().optional();
const receiptRequest = z.strictObject({ chargeId: uuid, copy: reprint });
const slipRequest = z.strictObject({ operationId: uuid, copy: reprint });
const receiptDocumentRequest = receiptRequest.extend({ document: z.literal('receipt') });
const slipDocumentRequest = slipRequest.extend({ document: z.literal('payment_slip') });
const documentRequest = z.discriminatedUnion('document', [
  receiptDocumentRequest,
  slipDocumentRequest,
]);
/** The day-close report is main's own day close of the range, never one the renderer sends. */
const dayCloseDocumentRequest = z.strictObject({
  document: z.literal('day_close'),
  request: dayCloseRequest,
});

/** Which lists a read covers: the active store, or every store of the merchant. */
const scope = z.enum(['store', 'merchant'], { error: 'INVALID_FORMAT' });

/** A route's path parameters without the store, which main takes from the active profile. */
function pathOf<Shape extends { storeId: z.ZodType }>(params: z.ZodObject<Shape>) {
  const path: Partial<Shape> = { ...params.shape };
  delete path.storeId;
  // Every key but storeId is still there; TypeScript cannot see that through `delete`.
  return path as Omit<Shape, 'storeId'>;
}

function channel<Input extends z.ZodType, Output extends z.ZodType>(input: Input, output: Output) {
  return { input, output };
}

export const invokeContract = {
  'flows:start-sale': channel(saleInput, started),
  'flows:start-card-registration': channel(cardRegistrationInput, started),
  'flows:start-capture': channel(captureInput, started),
  'flows:start-cancel': channel(cancelInput, started),
  'flows:start-refund': channel(refundInput, started),
  'flows:abort': channel(operationId, nothing),
  /**
   * The counter left a sale (Keep open, or New sale after its end): the customer display
   * welcomes the next customer at once. Nothing is aborted; main goes on following it.
   */
  'flows:leave': channel(operationId, nothing),
  'flows:list-running': channel(none, z.array(flowProgress)),

  'journal:list-review': channel(none, reviewList),
  'journal:resolve-review': channel(
    z.strictObject({
      operationId: uuid,
      outcome: operationOutcome,
      note: z.string().trim().max(500, { error: 'OUT_OF_RANGE' }).optional(),
    }),
    operationSummary,
  ),
  'journal:get-operation': channel(operationId, operationDetail),

  'payments:list-open': channel(none, z.array(openPayment)),

  'audit:export': channel(z.strictObject({ format: z.enum(['jsonl', 'csv']) }), z.string()),
  'audit:verify': channel(none, auditVerification),

  'profiles:list': channel(none, z.array(profileSummary)),
  'profiles:save': channel(
    z.strictObject({ profile: profileInput, credentials: appTokenCredentials }),
    profileSummary,
  ),
  'profiles:replace-credentials': channel(
    z.strictObject({ profileId: uuid, credentials: appTokenCredentials }),
    profileSummary,
  ),
  'profiles:test': channel(z.strictObject({ profileId }), profileTestResult),
  'profiles:remove': channel(z.strictObject({ profileId: uuid }), nothing),
  'profiles:select-active': channel(z.strictObject({ profileId }), profileSummary),
  'profiles:get-active': channel(none, profileSummary),

  'training:get': channel(none, z.strictObject({ enabled: z.boolean() })),
  'training:set': channel(
    z.strictObject({ enabled: z.boolean() }),
    z.strictObject({ enabled: z.boolean() }),
  ),
  /** Training only: the trainee plays the customer of a training sale (pays, transfers, waits). */
  'training:act-as-customer': channel(trainingCustomerAction, trainingCustomerOutcome),

  'connectivity:get': channel(none, connectivityState),
  'app:get-info': channel(none, appInfo),
  'settings:get': channel(none, appSettings),
  'settings:set': channel(
    appSettings.partial().refine((patch) => Object.keys(patch).length > 0, {
      error: 'REQUIRED_VALUE',
    }),
    appSettings,
  ),

  'tokens:list': channel(
    z.strictObject({ scope, query: tokenRoutes.listTokens.query.optional() }),
    tokenRoutes.listTokens.response,
  ),
  'tokens:get': channel(
    z.strictObject(pathOf(tokenRoutes.getToken.params)),
    tokenRoutes.getToken.response,
  ),
  'tokens:get-by-alias': channel(
    z.strictObject(pathOf(tokenRoutes.getTokenByAlias.params)),
    tokenRoutes.getTokenByAlias.response,
  ),

  'charges:list': channel(
    z.strictObject({ scope, query: chargeRoutes.listCharges.query.optional() }),
    chargeRoutes.listCharges.response,
  ),
  'charges:get': channel(
    z.strictObject({
      ...pathOf(chargeRoutes.getCharge.params),
      query: chargeRoutes.getCharge.query.optional(),
    }),
    chargeRoutes.getCharge.response,
  ),
  'charges:update-metadata': channel(
    z.strictObject({
      ...pathOf(chargeRoutes.updateCharge.params),
      body: chargeRoutes.updateCharge.body,
    }),
    chargeRoutes.updateCharge.response,
  ),
  'charges:get-expiry': channel(
    z.strictObject(pathOf(chargeRoutes.getChargeExpiry.params)),
    chargeRoutes.getChargeExpiry.response,
  ),

  'refunds:list': channel(
    z.strictObject({
      ...pathOf(refundRoutes.listRefunds.params),
      query: refundRoutes.listRefunds.query.optional(),
    }),
    refundRoutes.listRefunds.response,
  ),
  'refunds:get': channel(
    z.strictObject({
      ...pathOf(refundRoutes.getRefund.params),
      query: refundRoutes.getRefund.query.optional(),
    }),
    refundRoutes.getRefund.response,
  ),
  'refunds:update-metadata': channel(
    z.strictObject({
      ...pathOf(refundRoutes.updateRefund.params),
      body: refundRoutes.updateRefund.body,
    }),
    refundRoutes.updateRefund.response,
  ),

  'history:list': channel(
    z.strictObject({ scope, query: historyRoutes.listHistory.query.optional() }),
    historyRoutes.listHistory.response,
  ),
  /** The day close (精算) of whole days of the store's clock: every history page read in main. */
  'history:close-day': channel(dayCloseRequest, dayCloseReport),
  /** Stops the running day close, which then answers DAY_CLOSE_CANCELLED. */
  'history:cancel-close-day': channel(none, z.strictObject({ cancelled: z.boolean() })),
  /** This till's journal against the active store's history for whole days. */
  'history:reconcile': channel(
    reconcileRequest,
    reconciliationResult.extend({ range: resolvedRange }),
  ),

  /**
   * A CSV export of the filtered history or a day close: main asks where to save it (Electron)
   * or writes it in the data directory's exports/ (browser host, tests) and answers at once;
   * `export:progress` follows it. `exportId` is null when the clerk cancelled the save dialog.
   */
  'export:start': channel(exportRequest, z.strictObject({ exportId: uuid.nullable() })),
  /** Stops a running export; it ends as `failed` with EXPORT_CANCELLED and leaves no file. */
  'export:cancel': channel(
    z.strictObject({ exportId: uuid }),
    z.strictObject({ cancelled: z.boolean() }),
  ),

  'subscriptions:get': channel(
    z.strictObject({
      ...pathOf(subscriptionRoutes.getSubscription.params),
      query: subscriptionRoutes.getSubscription.query.optional(),
    }),
    subscriptionRoutes.getSubscription.response,
  ),
  'subscriptions:update': channel(
    z.strictObject({
      ...pathOf(subscriptionRoutes.updateSubscription.params),
      body: subscriptionRoutes.updateSubscription.body,
    }),
    subscriptionRoutes.updateSubscription.response,
  ),
  'subscriptions:list-charges': channel(
    z.strictObject({
      ...pathOf(subscriptionRoutes.listSubscriptionCharges.params),
      query: subscriptionRoutes.listSubscriptionCharges.query.optional(),
    }),
    subscriptionRoutes.listSubscriptionCharges.response,
  ),
  'subscriptions:list-payments': channel(
    z.strictObject({
      ...pathOf(subscriptionRoutes.listSubscriptionPayments.params),
      query: subscriptionRoutes.listSubscriptionPayments.query.optional(),
    }),
    subscriptionRoutes.listSubscriptionPayments.response,
  ),
  'subscriptions:get-payment': channel(
    z.strictObject(pathOf(subscriptionRoutes.getSubscriptionPayment.params)),
    subscriptionRoutes.getSubscriptionPayment.response,
  ),

  'customs:create': channel(
    z.strictObject({
      ...pathOf(customsRoutes.createCustomsDeclaration.params),
      body: customsRoutes.createCustomsDeclaration.body,
    }),
    customsRoutes.createCustomsDeclaration.response,
  ),
  'customs:get': channel(
    z.strictObject({
      ...pathOf(customsRoutes.getCustomsDeclaration.params),
      query: customsRoutes.getCustomsDeclaration.query.optional(),
    }),
    customsRoutes.getCustomsDeclaration.response,
  ),
  'customs:update': channel(
    z.strictObject({
      ...pathOf(customsRoutes.updateCustomsDeclaration.params),
      body: customsRoutes.updateCustomsDeclaration.body,
    }),
    customsRoutes.updateCustomsDeclaration.response,
  ),

  'widget:update': channel(
    z.strictObject({ body: widgetRoutes.updateWidgetConfiguration.body }),
    widgetRoutes.updateWidgetConfiguration.response,
  ),

  'customers:create-id': channel(
    z.strictObject({ body: customerRoutes.createCustomerId.body }),
    customerRoutes.createCustomerId.response,
  ),

  /*
   * Main builds every document itself from the charge, the journal and the store, and picks
   * a PDF's path itself: the renderer names only which charge or operation, so it can neither
   * print what the service did not say nor write a file where it chooses.
   */
  'printing:print-receipt': channel(receiptRequest, issuedDocument),
  'printing:print-slip': channel(slipRequest, issuedDocument),
  'printing:save-pdf': channel(documentRequest, issuedDocument),
  /** Whether this host can print and write PDFs now; the buttons say why they cannot. */
  'printing:get-outputs': channel(none, printingOutputs),
  /** The document the next issue would produce, laid out, for the on-screen preview. */
  'printing:preview': channel(
    z.discriminatedUnion('document', [
      receiptDocumentRequest,
      slipDocumentRequest,
      dayCloseDocumentRequest,
    ]),
    documentPreview,
  ),
  /** Prints the day-close report of the range, or saves it as a PDF where main chooses. */
  'printing:print-day-close': channel(
    dayCloseDocumentRequest.omit({ document: true }).extend({ output: z.enum(['paper', 'pdf']) }),
    nothing,
  ),
} satisfies Record<InvokeChannel, { input: z.ZodType; output: z.ZodType }>;

export const eventContract = {
  'flows:progress': flowProgress,
  /** How a running export is going, then how it ended (shared/back-office/export-request.ts). */
  'export:progress': exportProgress,
  /** The review list changed: an operation entered it, or a person resolved one. */
  'journal:review-changed': z.strictObject({
    operationId: uuid,
    inReview: z.boolean(),
    reviewCount: z.number().int().nonnegative(),
  }),
  /** The live board's payments, whole, whenever one came, changed or ended. */
  'payments:open-changed': z.array(openPayment),
  'connectivity:changed': connectivityState,
  'app:command': z.strictObject({ command: appCommand }),
} satisfies Record<EventChannel, z.ZodType>;

type InvokeContract = typeof invokeContract;
type EventContract = typeof eventContract;

/** What the renderer passes to a channel (before main's parse applies defaults). */
type ChannelInput<Channel extends InvokeChannel> = z.input<InvokeContract[Channel]['input']>;
/** What a channel's handler receives, parsed. */
export type ParsedInput<Channel extends InvokeChannel> = z.output<InvokeContract[Channel]['input']>;
export type ChannelOutput<Channel extends InvokeChannel> = z.output<
  InvokeContract[Channel]['output']
>;
export type EventPayload<Channel extends EventChannel> = z.output<EventContract[Channel]>;

/** A channel with nothing to send may be called without an argument. */
type InvokeArguments<Input> = Record<never, never> extends Input ? [input?: Input] : [input: Input];

/**
 * window.pos, derived from the contract (DESIGN.md: IPC): one method per invoke channel,
 * camelCased (`flows:start-sale` is `flowsStartSale`), and one subscribe function per event
 * channel (`flows:progress` is `onFlowsProgress`) that returns its unsubscribe function.
 */
export type PosApi = {
  readonly [Channel in InvokeChannel as InvokeMethodName<Channel>]: (
    ...args: InvokeArguments<ChannelInput<Channel>>
  ) => Promise<IpcResult<ChannelOutput<Channel>>>;
} & {
  readonly [Channel in EventChannel as EventMethodName<Channel>]: (
    listener: (payload: EventPayload<Channel>) => void,
  ) => () => void;
};
