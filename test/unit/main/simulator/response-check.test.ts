import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepFreeze } from '../../../../main/simulator/deep-freeze';
import { ResponseCheck } from '../../../../main/simulator/response-check';

/** A response schema that counts how often it parses. */
function countingCheck() {
  let parses = 0;
  const schema = z.strictObject({ status: z.enum(['pending', 'successful']) }).check(() => {
    parses += 1;
  });
  return { check: new ResponseCheck(schema), parses: () => parses };
}

describe('simulator response check', () => {
  it('refuses a body its schema refuses, frozen or not', () => {
    const { check } = countingCheck();
    expect(check.refusal({ status: 'lost' })).toBeInstanceOf(z.ZodError);
    const frozen = deepFreeze({ status: 'lost' });
    expect(check.refusal(frozen)).toBeInstanceOf(z.ZodError);
    expect(check.refusal(frozen)).toBeInstanceOf(z.ZodError);
  });

  it('checks a deeply frozen body once and answers the JSON it made then', () => {
    const { check, parses } = countingCheck();
    const body = deepFreeze({ status: 'successful' });
    expect(check.refusal(body)).toBeUndefined();
    expect(check.refusal(body)).toBeUndefined();
    expect(parses()).toBe(1);
    expect(check.json(body)).toBe('{"status":"successful"}');
  });

  it('checks again a body that may still change, so a change after a check is caught', () => {
    const { check } = countingCheck();
    const body = { status: 'successful' };
    expect(check.refusal(body)).toBeUndefined();
    body.status = 'lost';
    expect(check.refusal(body)).toBeInstanceOf(z.ZodError);
    expect(check.json(body)).toBe('{"status":"lost"}');
  });

  it('checks again a body frozen only at its top, whose parts may still change', () => {
    const check = new ResponseCheck(z.strictObject({ items: z.array(z.string()) }));
    const items: unknown[] = ['a'];
    const body = Object.freeze({ items });
    expect(check.refusal(body)).toBeUndefined();
    items.push(1);
    expect(check.refusal(body)).toBeInstanceOf(z.ZodError);
    expect(check.json(body)).toBe('{"items":["a",1]}');
  });
});
