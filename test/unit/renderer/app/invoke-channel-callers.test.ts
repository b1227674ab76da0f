import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { invokeChannels, type InvokeChannel } from '../../../../shared/ipc/channel-names';
import { invokeMethodName } from '../../../../shared/ipc/method-names';

/*
 * Every invoke channel is there for a person to reach through a screen: a channel no screen
 * calls is surface main must guard and keep for nothing. A channel without a caller is named
 * here with its reason, and the list may only shrink: one that gains a caller must leave it.
 */

const renderer = path.resolve(import.meta.dirname, '../../../../renderer');

/** Channels without a caller in the renderer, and why each is kept. */
const keptWithoutCaller: Partial<Record<InvokeChannel, string>> = {};

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The channels whose window.pos method the renderer's code names. */
async function calledChannels(): Promise<Set<InvokeChannel>> {
  const texts = await Promise.all(
    (await sourceFiles(renderer)).map((file) => readFile(file, 'utf8')),
  );
  const code = texts.join('\n');
  return new Set(
    invokeChannels.filter((channel) => new RegExp(`\\b${invokeMethodName(channel)}\\b`).test(code)),
  );
}

describe('the invoke channels', () => {
  it('each have a caller in the renderer, or a reason to be kept without one', async () => {
    const called = await calledChannels();
    const uncalled = invokeChannels.filter(
      (channel) => !called.has(channel) && keptWithoutCaller[channel] === undefined,
    );
    expect(uncalled).toEqual([]);
  });

  it('keep no reason for a channel the renderer now calls', async () => {
    const called = await calledChannels();
    const stale = Object.keys(keptWithoutCaller).filter((channel) =>
      called.has(channel as InvokeChannel),
    );
    expect(stale).toEqual([]);
  });
});
