import { describe, expect, expectTypeOf, it } from 'vitest';
import { eventChannels, invokeChannels } from '../../../../shared/ipc/channel-names';
import type { EventMethodName, InvokeMethodName } from '../../../../shared/ipc/method-names';
import type { FlowProgress } from '../../../../shared/flows/flow-progress';
import type { z } from 'zod';
import type { saleInput, SaleInput } from '../../../../shared/flows/flow-input';
import { eventContract, invokeContract, type PosApi } from '../../../../shared/ipc/ipc-contract';
import type { ConnectivityState, RunningFlow } from '../../../../shared/ipc/ipc-payloads';
import type { IpcResult } from '../../../../shared/ipc/ipc-result';
import type { Charge } from '../../../../shared/service/charges';

const sorted = (names: readonly string[]) => [...names].sort();

describe('the IPC contract', () => {
  it('has exactly the invoke channels the preload knows by name', () => {
    expect(sorted(Object.keys(invokeContract))).toEqual(sorted(invokeChannels));
  });

  it('has exactly the event channels the preload knows by name', () => {
    expect(sorted(Object.keys(eventContract))).toEqual(sorted(eventChannels));
  });

  it('names every channel area:verb-noun and every event area:event', () => {
    for (const channel of invokeChannels) expect(channel).toMatch(/^[a-z]+:[a-z]+(-[a-z]+)*$/);
    for (const channel of eventChannels) expect(channel).toMatch(/^[a-z]+:[a-z]+(-[a-z]+)*$/);
  });

  it('offers no channel that creates a token, a charge, a capture, a cancel or a refund directly', () => {
    const direct = invokeChannels.filter(
      (channel) =>
        !channel.startsWith('flows:') &&
        /^(tokens|charges|captures|cancels|refunds):(create|capture|cancel)/.test(channel),
    );
    expect(direct).toEqual([]);
  });

  it('leaves the store out of service inputs: main fills it in from the active profile', () => {
    const parsed = invokeContract['charges:get'].input.safeParse({
      chargeId: '11111111-1111-4111-8111-111111111111',
      storeId: '22222222-2222-4222-8222-222222222222',
    });
    expect(parsed.success).toBe(false);
  });

  it('refuses unknown keys in every channel without required fields', () => {
    const strictChannels = invokeChannels.filter(
      (channel) => invokeContract[channel].input.safeParse({}).success,
    );
    expect(strictChannels.length).toBeGreaterThan(5);
    for (const channel of strictChannels) {
      const parsed = invokeContract[channel].input.safeParse({ unexpected: true });
      expect(parsed.success, channel).toBe(false);
    }
  });
});

describe('PosApi, derived from the contract', () => {
  it('types a flow start with the sale input and the operation id result', () => {
    expectTypeOf<Parameters<PosApi['flowsStartSale']>[0]>().toEqualTypeOf<
      z.input<typeof saleInput>
    >();
    expectTypeOf<SaleInput>().toExtend<Parameters<PosApi['flowsStartSale']>[0]>();
    expectTypeOf<ReturnType<PosApi['flowsStartSale']>>().toEqualTypeOf<
      Promise<IpcResult<{ operationId: string }>>
    >();
  });

  it('lets a channel with no input be called without an argument', () => {
    expectTypeOf<PosApi['flowsListRunning']>().toBeCallableWith();
    expectTypeOf<ReturnType<PosApi['flowsListRunning']>>().toEqualTypeOf<
      Promise<IpcResult<RunningFlow[]>>
    >();
  });

  it('types a service read by its route response', () => {
    type Read = Awaited<ReturnType<PosApi['chargesGet']>>;
    expectTypeOf<Extract<Read, { ok: true }>['data']>().toEqualTypeOf<Charge>();
  });

  it('types a subscription with its payload and returns an unsubscribe function', () => {
    expectTypeOf<PosApi['onFlowsProgress']>()
      .parameter(0)
      .toEqualTypeOf<(payload: FlowProgress) => void>();
    expectTypeOf<PosApi['onConnectivityChanged']>()
      .parameter(0)
      .toEqualTypeOf<(payload: ConnectivityState) => void>();
    expectTypeOf<ReturnType<PosApi['onFlowsProgress']>>().toEqualTypeOf<() => void>();
  });

  it('has one member per channel and nothing else', () => {
    type Names = keyof PosApi;
    expectTypeOf<Names>().toEqualTypeOf<
      | InvokeMethodName<(typeof invokeChannels)[number]>
      | EventMethodName<(typeof eventChannels)[number]>
    >();
    expectTypeOf<'invoke'>().not.toExtend<Names>();
  });
});
