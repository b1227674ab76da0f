import { describe, expect, it } from 'vitest';
import type { FailureCode } from '../../../../../shared/ipc/failure-codes';
import { createWidgetColoursStore } from '../../../../../renderer/features/widget-colours/widget-colours-store';
import type { PosApi } from '../../../../../shared/ipc/ipc-contract';
import { widgetColorDefaults } from '../../../../../shared/service/widget';

type WidgetPos = Pick<PosApi, 'widgetGet' | 'widgetUpdate'>;

const current = { ...widgetColorDefaults, main_text: '#204060' };

const ok = <Data>(data: Data) => Promise.resolve({ ok: true as const, data });
const failed = (code: FailureCode) =>
  Promise.resolve({ ok: false as const, error: { code, message: code } });

function fakePos(widgetGet: WidgetPos['widgetGet']): WidgetPos {
  return {
    widgetGet,
    widgetUpdate: () => ok({ colors: current }),
  };
}

describe('the widget colours form', () => {
  it('opens on the colours the service shows now', async () => {
    const store = createWidgetColoursStore(fakePos(() => ok({ colors: current })));
    await store.getState().open();
    expect(store.getState()).toMatchObject({ draft: current, shown: current, readFailure: null });
  });

  it('keeps what the clerk typed when the screen opens again', async () => {
    let reads = 0;
    const store = createWidgetColoursStore(
      fakePos(() => {
        reads += 1;
        return ok({ colors: current });
      }),
    );
    await store.getState().open();
    store.getState().setColour('base_text', '#111111');
    await store.getState().open();
    expect(reads).toBe(1);
    expect(store.getState().draft.base_text).toBe('#111111');
  });

  it('keeps what the clerk typed while the read was under way', async () => {
    let answer: (colors: typeof current) => void = () => undefined;
    const store = createWidgetColoursStore(
      fakePos(
        () =>
          new Promise((resolve) => {
            answer = (colors) => resolve({ ok: true, data: { colors } });
          }),
      ),
    );
    const opening = store.getState().open();
    store.getState().setColour('main_text', '#abcdef');
    answer(current);
    await opening;
    expect(store.getState().draft.main_text).toBe('#abcdef');
  });

  it('holds the defaults and says why when the colours cannot be read', async () => {
    const store = createWidgetColoursStore(fakePos(() => failed('SERVICE_UNAVAILABLE_TRY_AGAIN')));
    await store.getState().open();
    expect(store.getState()).toMatchObject({
      draft: widgetColorDefaults,
      shown: null,
      readFailure: { code: 'SERVICE_UNAVAILABLE_TRY_AGAIN' },
    });
  });

  it('reads again after a save, since the form then matches the service', async () => {
    let reads = 0;
    const store = createWidgetColoursStore(
      fakePos(() => {
        reads += 1;
        return ok({ colors: current });
      }),
    );
    store.getState().setColour('base_text', '#222222');
    await store.getState().save();
    await store.getState().open();
    expect(reads).toBe(1);
    expect(store.getState().edited).toBe(false);
  });

  it('sends only the colours the clerk changed, and nothing when none differs', async () => {
    const bodies: unknown[] = [];
    const store = createWidgetColoursStore({
      widgetGet: () => ok({ colors: current }),
      widgetUpdate: (request) => {
        bodies.push(request.body);
        return ok({ colors: current });
      },
    });
    await store.getState().open();
    await store.getState().save();
    expect(bodies).toEqual([]);
    expect(store.getState().unchanged).toBe(true);

    store.getState().setColour('base_text', '#111111');
    expect(store.getState().unchanged).toBe(false);
    await store.getState().save();
    expect(bodies).toEqual([{ colors: { base_text: '#111111' } }]);
  });
});
