import { changeMayHaveBeenMade } from '../../shared/ipc/change-outcome';
import type { recordChannels } from '../../shared/ipc/contract/records';
import { checkoutInfoRoutes } from '../../shared/service/checkout-info';
import { subscriptionRoutes } from '../../shared/service/subscriptions';
import type { RecordAudit } from '../core/audit-recorder';
import { ServiceClientError } from '../service/service-client-error';
import type { AreaHandlers } from './handler-table';
import { IpcFailure } from './ipc-failure';
import { callRoute, type ActiveService, type RouteChannel } from './route-channel-handlers';

interface RecordHandlerOptions {
  readonly service: () => ActiveService;
  readonly recordAudit: RecordAudit;
}

/** The code a failed call answers the renderer with, as the dispatch would give it. */
function failureCode(error: unknown): string {
  if (error instanceof ServiceClientError) return error.detail.code;
  if (error instanceof IpcFailure) return error.code;
  return 'INTERNAL_ERROR';
}

/**
 * The records area's own handlers: switching a subscription's token changes the card every
 * later payment charges, so it is audited before it is sent and its outcome after; the
 * widget's colours are the checkout info's `theme.colors`, the one place the service shows
 * them (conventions: Checked against the provider's own clients, Widget colours).
 */
export function createRecordHandlers(
  options: RecordHandlerOptions,
): AreaHandlers<typeof recordChannels, RouteChannel> {
  const { service, recordAudit } = options;

  /**
   * Records how a subscription update ended. If the trail cannot, the clerk is told the
   * change may have been made (the update itself may well have been), with the cause kept.
   */
  async function auditOutcome(
    subscriptionId: string,
    result: { outcome: 'updated' | 'refused' | 'unknown'; code?: string },
    failure?: unknown,
  ): Promise<void> {
    try {
      await recordAudit({
        action: 'subscription_update_outcome',
        details: { subscriptionId, ...result },
      });
    } catch (error) {
      throw new IpcFailure(
        'AUDIT_OUTCOME_NOT_RECORDED',
        `Subscription ${subscriptionId}: the update ${result.outcome === 'updated' ? 'was made' : 'ended'}, but the audit trail could not record its outcome.`,
        [],
        { cause: failure ?? error },
      );
    }
  }

  return {
    'widget:get': async () => {
      const { data } = await service().client.request(checkoutInfoRoutes.getCheckoutInfo, {
        params: {},
      });
      return { colors: data.theme.colors };
    },
    'subscriptions:update': async ({ subscriptionId, body }) => {
      const { transaction_token_id: transactionTokenId, metadata } = body;
      // Before anything is sent: an audit that cannot be written sends nothing.
      await recordAudit({
        action: 'subscription_update',
        details: {
          subscriptionId,
          ...(transactionTokenId !== undefined && { transactionTokenId }),
          ...(metadata !== undefined && { metadataKeys: Object.keys(metadata) }),
        },
      });
      let updated;
      try {
        const route = subscriptionRoutes.updateSubscription;
        updated = await callRoute(service(), route, { subscriptionId, body });
      } catch (error) {
        const code = failureCode(error);
        const outcome = changeMayHaveBeenMade(code) ? 'unknown' : 'refused';
        await auditOutcome(subscriptionId, { outcome, code }, error);
        throw error;
      }
      await auditOutcome(subscriptionId, { outcome: 'updated' });
      return updated;
    },
  };
}
