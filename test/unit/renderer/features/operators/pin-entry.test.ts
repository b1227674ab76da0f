import { describe, expect, it } from 'vitest';
import { editPin, typedPin } from '../../../../../renderer/features/operators/pin-entry';

describe('the PIN pad’s entry', () => {
  it('adds tapped digits and double zero, up to 8 digits', () => {
    expect(editPin('12', '3')).toBe('123');
    expect(editPin('1234', '00')).toBe('123400');
    expect(editPin('1234567', '00')).toBe('12345670');
    expect(editPin('12345678', '9')).toBe('12345678');
  });

  it('deletes the last digit, clears all, and ignores the decimal point', () => {
    expect(editPin('1234', 'backspace')).toBe('123');
    expect(editPin('1234', 'clear')).toBe('');
    expect(editPin('1234', '.')).toBe('1234');
  });

  it('keeps only the digits typed or pasted into the field, at most 8', () => {
    expect(typedPin('12-34 ab')).toBe('1234');
    expect(typedPin('1234567890')).toBe('12345678');
  });
});
