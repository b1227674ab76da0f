import type { EventChannel } from '../../shared/ipc/channel-names';
import { eventContract, type EventPayload } from '../../shared/ipc/ipc-contract';

/** One event for the app window, typed by its channel. */
export type CoreEvent = {
  [Channel in EventChannel]: { readonly channel: Channel; readonly payload: EventPayload<Channel> };
}[EventChannel];

/** What a transport subscribes to; it decides which window receives the events. */
export interface CoreEventSource {
  subscribe(listener: (event: CoreEvent) => void): () => void;
}

interface EventHubOptions {
  /** Development and tests: check every payload against the contract before it leaves. */
  readonly validate: boolean;
  /** A payload outside the contract, or a listener that threw. */
  readonly onError: (channel: EventChannel, error: unknown) => void;
}

/** Where main's services publish the contract's events and transports pick them up. */
export function createEventHub(options: EventHubOptions) {
  const listeners = new Set<(event: CoreEvent) => void>();
  return {
    emit<Channel extends EventChannel>(channel: Channel, payload: EventPayload<Channel>): void {
      if (options.validate) {
        const checked = eventContract[channel].safeParse(payload);
        if (!checked.success) {
          options.onError(channel, checked.error);
          return;
        }
      }
      // The mapped CoreEvent cannot be built from a generic channel without this assertion.
      const event = { channel, payload } as CoreEvent;
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          // One failing window must not keep the event from the others, nor fail the emitter.
          options.onError(channel, error);
        }
      }
    },
    subscribe(listener: (event: CoreEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
