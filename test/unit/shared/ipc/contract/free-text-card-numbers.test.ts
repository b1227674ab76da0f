import { describe, expect, it } from 'vitest';
import type { InvokeChannel } from '../../../../../shared/ipc/channel-names';
import { invokeContract } from '../../../../../shared/ipc/ipc-contract';
import { parseRequest } from '../../../../../shared/service/common';

/*
 * A card number typed into any free text that goes to the journal or the service is refused,
 * however it is spelled: full-width through a Japanese IME, with dots, slashes, ideographic or
 * double spaces between the groups, or in another script's digits.
 */

const spellings = {
  'full-width': '４０００ ０５６６ ５５６６ ５５５６',
  'ideographic spaces': '４０００\u3000０５６６\u3000５５６６\u3000５５５６',
  dots: '4000.0566.5566.5556',
  slashes: '4000/0566/5566/5556',
  'double spaces': '4000  0566  5566  5556',
  'en dashes': '4000–0566–5566–5556',
  'Arabic-Indic digits': '٤٠٠٠ ٠٥٦٦ ٥٥٦٦ ٥٥٥٦',
  'Devanagari digits': '४००० ०५६६ ५५६६ ५५५६',
  'mathematical digits': '𝟒𝟎𝟎𝟎 𝟎𝟓𝟔𝟔 𝟓𝟓𝟔𝟔 𝟓𝟓𝟓𝟔',
  'zero-width joins': '4000\u200B0566\u200B5566\u200B5556',
};

const chargeId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const refundId = '1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const subscriptionId = '2a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const card = {
  payment_type: 'card',
  email: 'customer@example.com',
  data: {
    cardholder: 'HANAKO YAMADA',
    card_number: '4000020000000000',
    exp_month: '12',
    exp_year: '2099',
    cvv: '123',
  },
};
const charge = { amount: 1000, currency: 'JPY' };

/** Every free-text field a channel sends on, with the input that puts `text` into it. */
const fields: readonly [InvokeChannel, string, (text: string) => unknown][] = [
  [
    'flows:start-sale',
    'charge.metadata.memo',
    (memo) => ({ token: card, charge: { ...charge, metadata: { memo } } }),
  ],
  [
    'flows:start-sale',
    'charge.metadata.order_number',
    (order_number) => ({ token: card, charge: { ...charge, metadata: { order_number } } }),
  ],
  [
    'flows:start-sale',
    'charge.metadata.note',
    (note) => ({ token: card, charge: { ...charge, metadata: { note } } }),
  ],
  [
    'flows:start-sale',
    'charge.descriptor',
    (descriptor) => ({ token: card, charge: { ...charge, descriptor } }),
  ],
  ['flows:start-cancel', 'metadata.note', (note) => ({ chargeId, metadata: { note } })],
  ['flows:start-refund', 'message', (message) => ({ chargeId, ...charge, message })],
  ['flows:start-refund', 'metadata.note', (note) => ({ chargeId, ...charge, metadata: { note } })],
  [
    'charges:update-metadata',
    'body.metadata.memo',
    (memo) => ({ chargeId, body: { metadata: { memo } } }),
  ],
  [
    'refunds:update-metadata',
    'body.metadata.note',
    (note) => ({ chargeId, refundId, body: { metadata: { note } } }),
  ],
  [
    'subscriptions:update',
    'body.metadata.note',
    (note) => ({ subscriptionId, body: { metadata: { note } } }),
  ],
];

describe('card numbers in free text, however spelled', () => {
  for (const [channel, field, input] of fields) {
    it(`accepts ordinary text in ${channel} ${field}`, () => {
      expect(parseRequest(invokeContract[channel].input, input('レシート 2 枚')).success).toBe(
        true,
      );
    });

    for (const [spelling, text] of Object.entries(spellings)) {
      it(`refuses one written with ${spelling} in ${channel} ${field}`, () => {
        expect(parseRequest(invokeContract[channel].input, input(`paid ${text}`))).toEqual({
          success: false,
          errors: [{ field, reason: 'CARD_NUMBER_NOT_ALLOWED' }],
        });
      });
    }
  }
});
