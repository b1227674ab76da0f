import { z } from 'zod';
import { redirectIdParameters } from '../../../shared/service/identifiers';
import { formatMoney } from '../../../shared/money';
import { uuid } from '../../../shared/service/common';
import type { PageAnswer, PageDefinition, SimulatorRegistry } from '../simulator-module';
import { awaitingCharge } from './awaiting-charge';
import { walletPagePath } from './charge-issuer-token';
import { chargeKind, type ChargeKind } from './charge-kind';
import { declineCharge, payCharge } from './charge-lifecycle';
import { chargesCollection } from './charge-record';
import { customerRedirect } from './customer-redirect';
import { escapeHtml } from '../../../shared/escape-html';
import { choiceForm, messagePageHtml, pageHtml } from './page-html';

const params = z.strictObject({ chargeId: uuid });

/**
 * GET (http_get, http_get_mobile, a scanned merchant QR) carries nothing the page needs; POST
 * carries the issuer token's payload (http_post) or the customer's `outcome` from the page's
 * own buttons. Other fields are ignored, as a wallet would.
 */
const getForm = z.object({});
const postForm = z.object({ outcome: z.enum(['success', 'failure']).optional() });

/** The charges a wallet page serves (spec: Issuer token object, online; merchant-presented QR). */
const walletKinds: readonly ChargeKind[] = ['online', 'merchant_qr'];

/**
 * The simulated wallet's payment page, the address of an online charge's http_get or
 * http_post issuer token and the content of a merchant-presented QR code
 * (charge-issuer-token.ts): "Pay" or "Decline", then back to the charge's `redirect.endpoint`
 * with the charge's id and the creation metadata, or a completion page when none was given.
 */
export function walletPages(
  sim: SimulatorRegistry,
): [PageDefinition<typeof params, typeof getForm>, PageDefinition<typeof params, typeof postForm>] {
  const charges = sim.state.collection(chargesCollection);

  const run = (chargeId: string, outcome: 'success' | 'failure' | undefined): PageAnswer => {
    const record = charges.get(chargeId);
    if (record?.charge.status !== 'awaiting' || !walletKinds.includes(chargeKind(record))) {
      return {
        status: record ? 400 : 404,
        html: messagePageHtml('Payment closed', 'This payment is no longer open.'),
      };
    }
    const storeName = sim.accounts.store(record.charge.store_id)?.name ?? '';
    if (outcome === undefined) {
      const amount = formatMoney(
        record.charge.requested_amount,
        record.charge.requested_currency,
        'en-US',
      );
      const wallet = record.brand ?? 'your wallet';
      const buttons = choiceForm({}, [
        { outcome: 'success', label: 'Pay' },
        { outcome: 'failure', label: 'Decline' },
      ]);
      const request = `Pay ${amount} to ${storeName} with ${wallet}.`;
      return {
        status: 200,
        html: pageHtml('Payment', `<p>${escapeHtml(request)}</p>\n${buttons}`),
      };
    }
    const current = awaitingCharge(charges, chargeId, walletKinds);
    const now = sim.clock.now();
    charges.replace(outcome === 'success' ? payCharge(current, now) : declineCharge(current, now));
    const endpoint = current.charge.redirect?.endpoint;
    if (typeof endpoint === 'string') {
      const id = { name: redirectIdParameters.chargeId, value: chargeId };
      return { redirect: customerRedirect(endpoint, id, current.creationMetadata) };
    }
    return {
      status: 200,
      html: messagePageHtml(
        outcome === 'success' ? 'Payment complete' : 'Payment declined',
        'You can close this window.',
      ),
    };
  };

  return [
    {
      method: 'GET',
      path: walletPagePath,
      params,
      form: getForm,
      run: (input) => run(input.params.chargeId, undefined),
    },
    {
      method: 'POST',
      path: walletPagePath,
      params,
      form: postForm,
      run: (input) => run(input.params.chargeId, input.form.outcome),
    },
  ];
}
