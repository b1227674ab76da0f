import type { MetadataInput } from '../../shared/service/common';

/**
 * The metadata key that names the Counter operation a charge or refund belongs to, so a charge
 * whose creation answer was lost can be found at the service later (conventions: Wire format,
 * flat metadata; the service's own keys use the `svc-` prefix, Counter's use `counter-`).
 */
export const operationIdKey = 'counter-operation-id';

/** The cashier's metadata with the operation's id added; the id wins over a same-named key. */
export function withOperationId(
  metadata: MetadataInput | undefined,
  operationId: string,
): MetadataInput {
  return { ...metadata, [operationIdKey]: operationId };
}
