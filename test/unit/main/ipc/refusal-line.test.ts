import { describe, expect, it } from 'vitest';
import { refusalLine } from '../../../../main/ipc/refusal-line';

describe('a refusal in the log', () => {
  it('is one line with the channel, the code and the message', () => {
    const line = refusalLine('printing:print-receipt', {
      code: 'PRINTER_NOT_AVAILABLE',
      message: 'No printer can be used here.\nUse the screen.',
    });
    expect(line).toBe(
      'counter: printing:print-receipt refused PRINTER_NOT_AVAILABLE: No printer can be used here. Use the screen.',
    );
    expect(line).not.toContain('\n');
  });

  it('names the fields a service refusal gave', () => {
    expect(
      refusalLine('profiles:test', {
        code: 'INVALID_INPUT',
        message: 'The input does not match the channel.',
        fields: [{ field: 'token', reason: 'INVALID_FORMAT' }],
      }),
    ).toBe(
      'counter: profiles:test refused INVALID_INPUT: The input does not match the channel. [token:INVALID_FORMAT]',
    );
  });
});
