/*
 * The names of every IPC channel, apart from their schemas: the sandboxed preload builds
 * window.pos from these lists and must bundle no zod (DESIGN.md: Build). ipc-contract.ts
 * gives each name its schemas; a unit test keeps the two in step.
 */

/** Channels the renderer invokes (`area:verb-noun`), each answered with an IpcResult. */
export const invokeChannels = [
  'flows:start-sale',
  'flows:start-card-registration',
  'flows:start-capture',
  'flows:start-cancel',
  'flows:start-refund',
  'flows:abort',
  'flows:leave',
  'flows:list-running',
  'journal:list-review',
  'journal:resolve-review',
  'journal:get-operation',
  'payments:list-open',
  'audit:export',
  'audit:verify',
  'profiles:list',
  'profiles:save',
  'profiles:replace-credentials',
  'profiles:test',
  'profiles:remove',
  'profiles:select-active',
  'profiles:get-active',
  'training:get',
  'training:set',
  'training:act-as-customer',
  'connectivity:get',
  'app:get-info',
  'settings:get',
  'settings:set',
  'tokens:list',
  'tokens:get',
  'tokens:get-by-alias',
  'charges:list',
  'charges:get',
  'charges:update-metadata',
  'charges:get-expiry',
  'refunds:list',
  'refunds:get',
  'refunds:update-metadata',
  'history:list',
  'history:close-day',
  'history:cancel-close-day',
  'history:reconcile',
  'export:start',
  'export:cancel',
  'subscriptions:get',
  'subscriptions:update',
  'subscriptions:list-charges',
  'subscriptions:list-payments',
  'subscriptions:get-payment',
  'customs:create',
  'customs:get',
  'customs:update',
  'widget:update',
  'customers:create-id',
  'printing:print-receipt',
  'printing:print-slip',
  'printing:save-pdf',
  'printing:get-outputs',
  'printing:preview',
  'printing:print-day-close',
] as const;
export type InvokeChannel = (typeof invokeChannels)[number];

/** Channels main pushes to the app window (`area:event`). */
export const eventChannels = [
  'flows:progress',
  'journal:review-changed',
  'payments:open-changed',
  'connectivity:changed',
  'app:command',
  'export:progress',
] as const;
export type EventChannel = (typeof eventChannels)[number];

type CamelCase<Text extends string> = Text extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Text;

/** `flows:start-sale` is `flowsStartSale`. */
export type InvokeMethodName<Channel extends InvokeChannel> =
  Channel extends `${infer Area}:${infer Action}`
    ? `${Area}${Capitalize<CamelCase<Action>>}`
    : never;

/** `flows:progress` is `onFlowsProgress`. */
export type EventMethodName<Channel extends EventChannel> =
  Channel extends `${infer Area}:${infer Event}`
    ? `on${Capitalize<Area>}${Capitalize<CamelCase<Event>>}`
    : never;

function camelCase(text: string): string {
  return text.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function split(channel: string): [string, string] {
  const [area = '', action = ''] = channel.split(':');
  return [area, action];
}

/** The window.pos method of an invoke channel; the same rule as InvokeMethodName. */
export function invokeMethodName<Channel extends InvokeChannel>(
  channel: Channel,
): InvokeMethodName<Channel> {
  const [area, action] = split(channel);
  // The template types above compute the same string; TypeScript cannot follow the replace.
  return `${area}${capitalize(camelCase(action))}` as InvokeMethodName<Channel>;
}

/** The window.pos subscribe function of an event channel; the same rule as EventMethodName. */
export function eventMethodName<Channel extends EventChannel>(
  channel: Channel,
): EventMethodName<Channel> {
  const [area, event] = split(channel);
  return `on${capitalize(area)}${capitalize(camelCase(event))}` as EventMethodName<Channel>;
}
