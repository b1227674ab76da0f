/**
 * The text of channel-names.ts, generated from the contract's channel names (`npm run
 * generate:channels`): the sandboxed preload must bundle no zod, so it cannot import the
 * contract, and this keeps its copy of the names from being written by hand.
 */
export function channelNamesSource(
  invokeNames: readonly string[],
  eventNames: readonly string[],
): string {
  const list = (names: readonly string[]) => names.map((name) => `  '${name}',\n`).join('');
  return `// Generated from shared/ipc/contract by \`npm run generate:channels\`; do not edit.
/*
 * The names of every IPC channel, apart from their schemas: the sandboxed preload builds
 * window.pos from these lists and must bundle no zod (DESIGN.md: Build).
 */
import type { EventChannel, InvokeChannel } from './ipc-contract';

export type { EventChannel, InvokeChannel };

/** Channels the renderer invokes (\`area:verb-noun\`), each answered with an IpcResult. */
export const invokeChannels = [
${list(invokeNames)}] as const satisfies readonly InvokeChannel[];

/** Channels main pushes to the app window (\`area:event\`). */
export const eventChannels = [
${list(eventNames)}] as const satisfies readonly EventChannel[];
`;
}
