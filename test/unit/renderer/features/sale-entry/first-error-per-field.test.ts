import { describe, expect, it } from 'vitest';
import {
  fieldAtPath,
  firstErrorPerField,
} from '../../../../../renderer/features/sale-entry/first-error-per-field';

type Field = 'email' | 'period' | 'form';

const fieldOf = (path: string): Field =>
  path === 'token.email' ? 'email' : path.startsWith('token.data.expiration') ? 'period' : 'form';

describe('firstErrorPerField', () => {
  it('keeps the first error each field is named by, and sends unknown paths to the form', () => {
    const errors = [
      { field: 'token.data.expiration_period', reason: 'OUT_OF_RANGE' },
      { field: 'token.email', reason: 'INVALID_FORMAT_EMAIL' },
      { field: 'token.data.expiration_time_shift', reason: 'INVALID_FORMAT' },
      { field: 'charge.amount', reason: 'INVALID_AMOUNT' },
    ];
    expect(firstErrorPerField(errors, fieldOf)).toEqual({
      period: { field: 'token.data.expiration_period', reason: 'OUT_OF_RANGE' },
      email: { field: 'token.email', reason: 'INVALID_FORMAT_EMAIL' },
      form: { field: 'charge.amount', reason: 'INVALID_AMOUNT' },
    });
  });

  it('names no field when nothing is wrong', () => {
    expect(firstErrorPerField([], fieldOf)).toEqual({});
  });
});

describe('fieldAtPath', () => {
  const fieldAt = fieldAtPath({ 'token.email': 'email', 'token.data.cvv': 'cvv' });

  it('answers the field the table names for a path', () => {
    expect(fieldAt('token.data.cvv')).toBe('cvv');
  });

  it('sends a path the table does not name to the form, inherited names included', () => {
    expect(fieldAt('charge.amount')).toBe('form');
    expect(fieldAt('toString')).toBe('form');
  });
});
