import { describe, expect, it } from 'vitest';
import {
  unusualErrorBody,
  unusualErrorShapes,
} from '../../../../main/simulator/unusual-error-body';
import { serviceErrorBody } from '../../../../shared/service/errors';

describe('unusualErrorBody', () => {
  it('sends errors as one object', () => {
    expect(unusualErrorBody('CARD_REJECTED', 'object')).toEqual({
      status: 'error',
      code: 'CARD_REJECTED',
      errors: { reason: 'CARD_REJECTED' },
    });
  });

  it('sends errors as a list of English strings', () => {
    expect(unusualErrorBody('CARD_REJECTED', 'strings')).toEqual({
      status: 'error',
      code: 'CARD_REJECTED',
      errors: ['Card rejected'],
    });
  });

  it('sends entries without a reason, or with English text for one', () => {
    expect(unusualErrorBody('TRANSACTION_TOKEN_EXPIRED', 'text')).toEqual({
      status: 'error',
      code: 'TRANSACTION_TOKEN_EXPIRED',
      errors: [
        { field: null, message: 'Transaction token expired' },
        { reason: 'Transaction token expired' },
      ],
    });
  });

  it.each(unusualErrorShapes)('keeps the code readable by the client in the %s shape', (shape) => {
    const body = serviceErrorBody.parse(unusualErrorBody('CARD_REJECTED', shape));
    expect(body.code).toBe('CARD_REJECTED');
  });
});
