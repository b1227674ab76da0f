import { cancelRoutes } from '../../service/cancels';
import { chargeRoutes } from '../../service/charges';
import { refundRoutes } from '../../service/refunds';
import { channel } from './channel';
import { routeChannel, storeRouteInput } from './route-channel';

/**
 * Charges, their refunds and their cancels, read and annotated. Capture, cancel and refund move money and
 * start as flows instead (flows.ts). A metadata edit is audited by its handler, so it is
 * shaped like its route but not served by the generic one. The charge list has no channel:
 * the screens list charges from the transaction history, which says how each was paid and
 * filters by status, and reconciliation reads the list in main (docs/back-office.md).
 */
export const chargeChannels = {
  'charges:get': routeChannel(chargeRoutes.getCharge),
  'charges:update-metadata': channel(
    storeRouteInput(chargeRoutes.updateCharge),
    chargeRoutes.updateCharge.response,
  ),
  'cancels:list': routeChannel(cancelRoutes.listCancels),
  'refunds:list': routeChannel(refundRoutes.listRefunds),
  'refunds:get': routeChannel(refundRoutes.getRefund),
  'refunds:update-metadata': channel(
    storeRouteInput(refundRoutes.updateRefund),
    refundRoutes.updateRefund.response,
  ),
};
