// Generated from shared/ipc/contract by `npm run generate:channels`; do not edit.
/*
 * The names of every IPC channel, apart from their schemas: the sandboxed preload builds
 * window.pos from these lists and must bundle no zod (DESIGN.md: Build).
 */
import type { EventChannel, InvokeChannel } from './ipc-contract';

export type { EventChannel, InvokeChannel };

/** Channels the renderer invokes (`area:verb-noun`), each answered with an IpcResult. */
export const invokeChannels = [
  'flows:start-sale',
  'flows:start-card-registration',
  'flows:start-capture',
  'flows:start-cancel',
  'flows:start-refund',
  'flows:abort',
  'flows:reopen-customer-page',
  'flows:leave',
  'flows:list-running',
  'payments:list-open',
  'journal:list-review',
  'journal:resolve-review',
  'journal:get-operation',
  'audit:export',
  'audit:verify',
  'profiles:list',
  'profiles:save',
  'profiles:replace-credentials',
  'profiles:test',
  'profiles:remove',
  'profiles:set-sale-limits',
  'profiles:select-active',
  'profiles:get-active',
  'training:get',
  'training:set',
  'training:act-as-customer',
  'app:get-info',
  'connectivity:get',
  'settings:get',
  'settings:set',
  'charges:get',
  'charges:update-metadata',
  'cancels:list',
  'refunds:list',
  'refunds:get',
  'refunds:update-metadata',
  'tokens:list',
  'tokens:get',
  'tokens:get-by-alias',
  'subscriptions:get',
  'subscriptions:update',
  'subscriptions:list-charges',
  'subscriptions:list-payments',
  'subscriptions:get-payment',
  'customs:create',
  'customs:get',
  'customs:update',
  'widget:get',
  'widget:update',
  'customers:create-id',
  'history:list',
  'history:close-day',
  'history:cancel-close-day',
  'history:reconcile',
  'export:start',
  'export:cancel',
  'printing:print-receipt',
  'printing:print-slip',
  'printing:save-pdf',
  'printing:get-outputs',
  'printing:preview',
  'printing:print-day-close',
] as const satisfies readonly InvokeChannel[];

/** Channels main pushes to the app window (`area:event`). */
export const eventChannels = [
  'flows:progress',
  'payments:open-changed',
  'export:progress',
  'journal:review-changed',
  'connectivity:changed',
  'app:command',
] as const satisfies readonly EventChannel[];
