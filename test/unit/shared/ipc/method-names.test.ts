import { describe, expect, it } from 'vitest';
import { eventChannels, invokeChannels } from '../../../../shared/ipc/channel-names';
import { eventMethodName, invokeMethodName } from '../../../../shared/ipc/method-names';

describe('window.pos method names', () => {
  it('camelCases an invoke channel after its area', () => {
    expect(invokeMethodName('flows:start-sale')).toBe('flowsStartSale');
    expect(invokeMethodName('profiles:replace-credentials')).toBe('profilesReplaceCredentials');
    expect(invokeMethodName('tokens:get-by-alias')).toBe('tokensGetByAlias');
  });

  it('prefixes an event channel with on', () => {
    expect(eventMethodName('flows:progress')).toBe('onFlowsProgress');
    expect(eventMethodName('journal:review-changed')).toBe('onJournalReviewChanged');
  });

  it('gives every channel its own method', () => {
    const names = [...invokeChannels.map(invokeMethodName), ...eventChannels.map(eventMethodName)];
    expect(new Set(names).size).toBe(invokeChannels.length + eventChannels.length);
  });
});
