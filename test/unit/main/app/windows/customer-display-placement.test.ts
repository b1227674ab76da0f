import { describe, expect, it } from 'vitest';
import {
  customerDisplayChange,
  customerDisplayPlacement,
  type CustomerDisplayPlacement,
} from '../../../../../main/app/windows/customer-display-placement';

const cashier = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } };
const customer = { id: 2, bounds: { x: 1920, y: 0, width: 1024, height: 768 } };

describe('customerDisplayPlacement', () => {
  it("fills the display that is not the cashier's", () => {
    const expected = { kind: 'secondary-display', displayId: 2, bounds: customer.bounds };
    expect(
      customerDisplayPlacement({
        enabled: true,
        displays: [cashier, customer],
        primaryDisplayId: 1,
      }),
    ).toEqual(expected);
    expect(
      customerDisplayPlacement({
        enabled: true,
        displays: [customer, cashier],
        primaryDisplayId: 1,
      }),
    ).toEqual(expected);
  });

  it('opens as a window when there is only one display', () => {
    expect(
      customerDisplayPlacement({ enabled: true, displays: [cashier], primaryDisplayId: 1 }),
    ).toEqual({ kind: 'window' });
  });

  it('opens nowhere while the setting is off, whatever the displays', () => {
    for (const displays of [[cashier], [cashier, customer]]) {
      expect(customerDisplayPlacement({ enabled: false, displays, primaryDisplayId: 1 })).toEqual({
        kind: 'none',
      });
    }
  });
});

describe('customerDisplayChange', () => {
  const none: CustomerDisplayPlacement = { kind: 'none' };
  const window: CustomerDisplayPlacement = { kind: 'window' };
  const onCustomer: CustomerDisplayPlacement = {
    kind: 'secondary-display',
    displayId: 2,
    bounds: customer.bounds,
  };

  it('opens the display when it is turned on', () => {
    expect(customerDisplayChange(none, onCustomer)).toBe('open');
    expect(customerDisplayChange(none, window)).toBe('open');
  });

  it('closes the display when it is turned off', () => {
    expect(customerDisplayChange(onCustomer, none)).toBe('close');
    expect(customerDisplayChange(window, none)).toBe('close');
  });

  it('moves the window to a customer screen that is plugged in, and back when it is unplugged', () => {
    expect(customerDisplayChange(window, onCustomer)).toBe('replace');
    expect(customerDisplayChange(onCustomer, window)).toBe('replace');
  });

  it('follows the customer screen when it changes size or another takes its place', () => {
    const resized = { ...onCustomer, bounds: { ...customer.bounds, width: 1280 } };
    const other = { ...onCustomer, displayId: 3 };
    expect(customerDisplayChange(onCustomer, resized)).toBe('replace');
    expect(customerDisplayChange(onCustomer, other)).toBe('replace');
  });

  it('keeps a window that is where it belongs', () => {
    expect(
      customerDisplayChange(onCustomer, { ...onCustomer, bounds: { ...customer.bounds } }),
    ).toBe('keep');
    expect(customerDisplayChange(window, window)).toBe('keep');
    expect(customerDisplayChange(none, none)).toBe('keep');
  });
});
