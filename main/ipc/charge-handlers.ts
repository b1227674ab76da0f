import type { chargeChannels } from '../../shared/ipc/contract/charges';
import type { MetadataInput } from '../../shared/service/common';
import { chargeRoutes } from '../../shared/service/charges';
import { refundRoutes } from '../../shared/service/refunds';
import type { RecordAudit } from '../core/audit-recorder';
import type { AreaHandlers } from './handler-table';
import { IpcFailure } from './ipc-failure';
import { metadataUpdate, type MetadataUpdate } from './metadata-update';
import { callRoute, type ActiveService, type RouteChannel } from './route-channel-handlers';

interface ChargeHandlerOptions {
  readonly service: () => ActiveService;
  readonly recordAudit: RecordAudit;
}

/** The charges area's own handlers: a person's metadata edits, which are audited. */
export function createChargeHandlers(
  options: ChargeHandlerOptions,
): AreaHandlers<typeof chargeChannels, RouteChannel> {
  const { service, recordAudit } = options;

  /**
   * A person's metadata edit: checked against what the service holds now (the journal's keys
   * stay as they are), and audited before it is sent, so an edit whose answer was lost is on
   * record too. An audit that cannot be written sends nothing.
   */
  async function editedMetadata(
    stored: Readonly<Record<string, unknown>>,
    edited: MetadataInput,
    ids: { chargeId: string; refundId?: string },
  ): Promise<MetadataUpdate> {
    const update = metadataUpdate(stored, edited);
    if (!update.ok) {
      throw new IpcFailure('INVALID_INPUT', 'The journal’s keys are read-only.', update.error);
    }
    const { added, changed, removed } = update.value;
    await recordAudit({ action: 'metadata_update', details: { ...ids, added, changed, removed } });
    return update.value;
  }

  return {
    'charges:update-metadata': async ({ chargeId, body }) => {
      const charge = await callRoute(service(), chargeRoutes.getCharge, { chargeId });
      const { metadata } = await editedMetadata(charge.metadata, body.metadata, { chargeId });
      return callRoute(service(), chargeRoutes.updateCharge, { chargeId, body: { metadata } });
    },
    'refunds:update-metadata': async ({ chargeId, refundId, body }) => {
      const refund = await callRoute(service(), refundRoutes.getRefund, { chargeId, refundId });
      const { metadata } = await editedMetadata(refund.metadata ?? {}, body.metadata, {
        chargeId,
        refundId,
      });
      const update = { chargeId, refundId, body: { metadata } };
      return callRoute(service(), refundRoutes.updateRefund, update);
    },
  };
}
