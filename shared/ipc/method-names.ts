/*
 * window.pos method names from channel names (DESIGN.md: IPC), as types for the renderer and
 * as functions for the bridges; zod-free, since the sandboxed preload imports it.
 */

type CamelCase<Text extends string> = Text extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Text;

/** `flows:start-sale` is `flowsStartSale`. */
export type InvokeMethodName<Channel extends string> =
  Channel extends `${infer Area}:${infer Action}`
    ? `${Area}${Capitalize<CamelCase<Action>>}`
    : never;

/** `flows:progress` is `onFlowsProgress`. */
export type EventMethodName<Channel extends string> = Channel extends `${infer Area}:${infer Event}`
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
export function invokeMethodName<Channel extends string>(
  channel: Channel,
): InvokeMethodName<Channel> {
  const [area, action] = split(channel);
  // The template types above compute the same string; TypeScript cannot follow the replace.
  return `${area}${capitalize(camelCase(action))}` as InvokeMethodName<Channel>;
}

/** The window.pos subscribe function of an event channel; the same rule as EventMethodName. */
export function eventMethodName<Channel extends string>(
  channel: Channel,
): EventMethodName<Channel> {
  const [area, event] = split(channel);
  return `on${capitalize(area)}${capitalize(camelCase(event))}` as EventMethodName<Channel>;
}
