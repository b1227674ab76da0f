import { describe, expect, it } from 'vitest';
import { changeMayHaveBeenMade } from '../../../../shared/ipc/change-outcome';

describe('changeMayHaveBeenMade', () => {
  it('says a refused or unsent change was not made', () => {
    for (const code of ['VALIDATION_ERROR', 'INVALID_INPUT', 'NOT_FOUND', 'AUDIT_WRITE_FAILED']) {
      expect(changeMayHaveBeenMade(code)).toBe(false);
    }
  });

  it('says a lost answer, a 5xx or an unknown code may have made it', () => {
    for (const code of [
      'TIMEOUT',
      'CONNECTION_RESET',
      'INTERNAL_ERROR',
      'NO_GATEWAY_AVAILABLE_TO_PROCESS_REQUEST',
      'NEW_CODE',
    ]) {
      expect(changeMayHaveBeenMade(code)).toBe(true);
    }
  });
});
