import type { ChannelOutput, InvokeChannel, ParsedInput } from '../../shared/ipc/ipc-contract';

/** One channel's handler: its parsed input in, its output (checked in development) out. */
export type IpcHandler<Channel extends InvokeChannel> = (
  input: ParsedInput<Channel>,
) => Promise<ChannelOutput<Channel>>;

/** The handlers of some channels: one area's, or, over every channel, the whole table. */
export type Handlers<Channel extends InvokeChannel> = {
  readonly [Name in Channel]: IpcHandler<Name>;
};

/**
 * The handlers of the channels an area declares (shared/ipc/contract/<area>.ts), less those
 * the generic route handler serves.
 */
export type AreaHandlers<Area, Served extends InvokeChannel = never> = Handlers<
  Exclude<keyof Area & InvokeChannel, Served>
>;

/** Every invoke channel's handler; transport-agnostic (main/ipc/ipc-dispatch.ts runs it). */
export type HandlerTable = Handlers<InvokeChannel>;
