import type { z } from 'zod';
import { appChannels, appEvents } from './contract/app';
import { backOfficeChannels, backOfficeEvents } from './contract/back-office';
import { chargeChannels } from './contract/charges';
import { flowChannels, flowEvents } from './contract/flows';
import { journalChannels, journalEvents } from './contract/journal';
import { operatorChannels } from './contract/operators';
import { printingChannels } from './contract/printing';
import { profileChannels } from './contract/profiles';
import { recordChannels } from './contract/records';
import { settingsChannels } from './contract/settings';
import type { IpcResult } from './ipc-result';
import type { EventMethodName, InvokeMethodName } from './method-names';

/*
 * Every IPC channel: name -> { input, output } (DESIGN.md: IPC), declared once per area in
 * contract/. A channel is its line in its area's file; the preload's copy of the names
 * (channel-names.ts) is generated from these, and main's handler table is typed by them.
 */

export const invokeContract = {
  ...flowChannels,
  ...journalChannels,
  ...profileChannels,
  ...appChannels,
  ...settingsChannels,
  ...chargeChannels,
  ...recordChannels,
  ...backOfficeChannels,
  ...printingChannels,
  ...operatorChannels,
} satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export const eventContract = {
  ...flowEvents,
  ...backOfficeEvents,
  ...journalEvents,
  ...appEvents,
} satisfies Record<string, z.ZodType>;

type InvokeContract = typeof invokeContract;
type EventContract = typeof eventContract;

/** Channels the renderer invokes (`area:verb-noun`), each answered with an IpcResult. */
export type InvokeChannel = keyof InvokeContract;
/** Channels main pushes to the app window (`area:event`). */
export type EventChannel = keyof EventContract;

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
