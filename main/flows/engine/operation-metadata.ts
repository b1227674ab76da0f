import { operationIdKey, tillIdKey } from '../../../shared/flows/operation-id-metadata';
import type { MetadataInput } from '../../../shared/service/common';

/** The cashier's metadata with the operation's id added; the id wins over a same-named key. */
export function withOperationId(
  metadata: MetadataInput | undefined,
  operationId: string,
): MetadataInput {
  return { ...metadata, [operationIdKey]: operationId };
}

/** A new charge's metadata: the operation's id and the till's, which win over same-named keys. */
export function withChargeOrigin(
  metadata: MetadataInput | undefined,
  origin: { readonly operationId: string; readonly tillId: string },
): MetadataInput {
  return { ...withOperationId(metadata, origin.operationId), [tillIdKey]: origin.tillId };
}
