import { describe, expect, it } from 'vitest';
import { useConformance } from './sdk-harness';

const conformance = useConformance();

describe('checkout info through the SDK', () => {
  it('reads back, with the app token alone, the widget colours the store set', async () => {
    const { withSecret, withJwt, storeId, send } = conformance();
    await send(withSecret, 'PATCH', `/stores/${storeId}/widget_configuration`, {
      colors: { mainColor: '#0a7d3b' },
    });
    const info = await withJwt.checkoutInfo.get();
    expect(info.theme.colors.mainColor).toBe('#0a7d3b');
    expect(Object.keys(info.theme.colors).sort()).toEqual(
      [
        'baseText',
        'mainBackground',
        'mainColor',
        'mainText',
        'primaryText',
        'secondaryBackground',
        'secondaryText',
      ].sort(),
    );
  });
});
