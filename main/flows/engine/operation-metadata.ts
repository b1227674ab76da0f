import { operationIdKey } from '../../../shared/flows/operation-id-metadata';
import type { MetadataInput } from '../../../shared/service/common';

/** The cashier's metadata with the operation's id added; the id wins over a same-named key. */
export function withOperationId(
  metadata: MetadataInput | undefined,
  operationId: string,
): MetadataInput {
  return { ...metadata, [operationIdKey]: operationId };
}
