import { chargeRoutes } from '../../service/charges';
import { refundRoutes } from '../../service/refunds';
import { channel } from './channel';
import { routeChannel, scopedListChannel, storeRouteInput } from './route-channel';

/**
 * Charges and their refunds, read and annotated. Capture, cancel and refund move money and
 * start as flows instead (flows.ts). A metadata edit is audited by its handler, so it is
 * shaped like its route but not served by the generic one.
 */
export const chargeChannels = {
  'charges:list': scopedListChannel(chargeRoutes.listStoreCharges, chargeRoutes.listCharges),
  'charges:get': routeChannel(chargeRoutes.getCharge),
  'charges:update-metadata': channel(
    storeRouteInput(chargeRoutes.updateCharge),
    chargeRoutes.updateCharge.response,
  ),
  'refunds:list': routeChannel(refundRoutes.listRefunds),
  'refunds:get': routeChannel(refundRoutes.getRefund),
  'refunds:update-metadata': channel(
    storeRouteInput(refundRoutes.updateRefund),
    refundRoutes.updateRefund.response,
  ),
};
