import { ResponseErrorCode } from 'univapay-node';
import { describe, expect, it } from 'vitest';
import { answeredReasons } from '../../../../main/simulator/answered-codes';
import { serviceErrorCode } from '../../../../shared/service/errors';
import { errors as englishErrors } from '../../../../renderer/i18n/en/errors';
import { errors as japaneseErrors } from '../../../../renderer/i18n/ja/errors';

/*
 * The real service answers only the codes of its SDK's ResponseErrorCode list (conventions:
 * Checked against the provider's own clients, Error codes). A SimulatorError takes only a
 * serviceErrorCode, and its reasons go out through answered-codes.ts, so these two lists are
 * every code the simulator can put in an error body.
 */

const sdkCodes = new Set<string>(Object.values(ResponseErrorCode));

describe('the codes the simulator answers', () => {
  it('are all codes the SDK knows', () => {
    expect(serviceErrorCode.options.filter((code) => !sdkCodes.has(code))).toEqual([]);
  });

  it('give only validation reasons the SDK knows', () => {
    expect(answeredReasons.filter((reason) => !sdkCodes.has(reason))).toEqual([]);
  });

  it('each have the cashier’s words in both languages', () => {
    for (const words of [englishErrors, japaneseErrors]) {
      expect(serviceErrorCode.options.filter((code) => !(code in words.codes))).toEqual([]);
      expect(answeredReasons.filter((reason) => !(reason in words.validation))).toEqual([]);
    }
  });
});
