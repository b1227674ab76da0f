import { z } from 'zod';
import { formatMoney } from '../../../shared/money';
import { mode, uuid } from '../../../shared/service/common';
import { isPaymentType, type TransactionToken } from '../../../shared/service/tokens';
import { SimulatorError } from '../simulator-error';
import type { PageAnswer, PageDefinition, SimulatorRegistry } from '../simulator-module';
import { tokensCollection } from '../tokens/token-record';
import { issuerPagePath } from './charge-issuer-token';
import { chargesCollection } from './charge-record';
import { escapeHtml } from '../../../shared/escape-html';
import { choiceForm, messagePageHtml, pageHtml } from './page-html';
import { completeThreeDs, type ThreeDsResource } from './three-ds-completion';

const params = z.strictObject({ storeId: uuid, mode });

/**
 * Spec: 3DS issuer token object: the payload `{resource_id, resource_type}` arrives as a form
 * (fixtures: issuerToken/get-issuer-token-three-ds-*.json); the page's own buttons send it
 * back with the customer's `outcome`.
 */
const form = z.object({
  resource_id: uuid,
  resource_type: z.enum(['charge', 'transaction_token']),
  outcome: z.enum(['success', 'failure']).optional(),
});

function lastFour(token: TransactionToken): string {
  return isPaymentType(token, 'card') ? token.data.card.last_four : '';
}

/**
 * The simulated issuer's 3DS page (spec: Get the 3DS issuer token, rules 3 and 4): the client
 * posts the 3DS issuer token's payload; the page asks the customer to authenticate or fail;
 * the answer completes the charge or token and sends the customer to the registered redirect
 * endpoint, or shows a completion page when none was registered.
 */
export function issuerPage(sim: SimulatorRegistry): PageDefinition<typeof params, typeof form> {
  const charges = sim.state.collection(chargesCollection);
  const tokens = sim.state.collection(tokensCollection);

  /**
   * What the page asks the customer about the resource the form names, or null when its
   * authentication is no longer open. A resource of another store or mode is unknown.
   */
  const authentication = (
    input: z.output<typeof params>,
    type: ThreeDsResource,
    id: string,
  ): string | null => {
    const storeName = sim.accounts.store(input.storeId)?.name ?? '';
    if (type === 'charge') {
      const record = charges.get(id);
      const token = record && tokens.get(record.tokenId)?.token;
      if (!record || !token || record.charge.store_id !== input.storeId) return missing();
      if (record.charge.mode !== input.mode) return missing();
      if (record.charge.status !== 'awaiting' || record.threeDs?.status !== 'awaiting') return null;
      const amount = formatMoney(
        record.charge.requested_amount,
        record.charge.requested_currency,
        'en-US',
      );
      return `${storeName} asks you to confirm a payment of ${amount} with your card ending ${lastFour(token)}.`;
    }
    const token = tokens.get(id)?.token;
    if (!token || token.store_id !== input.storeId || token.mode !== input.mode) return missing();
    if (!isPaymentType(token, 'card') || token.data.three_ds?.status !== 'awaiting') return null;
    return `${storeName} asks you to confirm your card ending ${lastFour(token)} for its later payments.`;
  };

  return {
    method: 'POST',
    path: issuerPagePath,
    params,
    form,
    run: (input): PageAnswer => {
      const { resource_id: id, resource_type: type, outcome } = input.form;
      const request = authentication(input.params, type, id);
      if (request === null) {
        return {
          status: 400,
          html: messagePageHtml('Authentication closed', 'This authentication is no longer open.'),
        };
      }
      if (outcome === undefined) {
        const buttons = choiceForm({ resource_id: id, resource_type: type }, [
          { outcome: 'success', label: 'Authenticate' },
          { outcome: 'failure', label: 'Fail authentication' },
        ]);
        return {
          status: 200,
          html: pageHtml('3-D Secure', `<p>${escapeHtml(request)}</p>\n${buttons}`),
        };
      }
      const done = completeThreeDs(sim.state, sim.clock, type, id, outcome);
      if (done.redirect !== null) return { redirect: done.redirect };
      return {
        status: 200,
        html: messagePageHtml(
          outcome === 'success' ? 'Authentication complete' : 'Authentication failed',
          'You can close this window.',
        ),
      };
    },
  };
}

function missing(): never {
  throw new SimulatorError('NOT_FOUND');
}
