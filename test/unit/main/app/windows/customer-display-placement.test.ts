import { describe, expect, it } from 'vitest';
import { customerDisplayPlacement } from '../../../../../main/app/windows/customer-display-placement';

const cashier = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } };
const customer = { id: 2, bounds: { x: 1920, y: 0, width: 1024, height: 768 } };

describe('customerDisplayPlacement', () => {
  it("fills the display that is not the cashier's", () => {
    expect(customerDisplayPlacement([cashier, customer], 1)).toEqual({
      kind: 'secondary-display',
      bounds: customer.bounds,
    });
    expect(customerDisplayPlacement([customer, cashier], 1)).toEqual({
      kind: 'secondary-display',
      bounds: customer.bounds,
    });
  });

  it('opens as a window when there is only one display', () => {
    expect(customerDisplayPlacement([cashier], 1)).toEqual({ kind: 'window' });
  });
});
