import { type RedirectIdParameter } from '../../../shared/service/identifiers';

/**
 * Where the customer's browser goes when authentication or a wallet payment ends (spec: Get
 * the 3DS issuer token, rule 4; data.three_ds.redirect_endpoint; conventions: Transaction
 * tokens): the registered endpoint, its own query kept, plus the id of the token or charge and
 * every metadata pair given at creation (not metadata patched later). The id comes first, so a
 * metadata key of the same name cannot stand in for it.
 */
export function customerRedirect(
  endpoint: string,
  id: { readonly name: RedirectIdParameter; readonly value: string },
  creationMetadata: Readonly<Record<string, unknown>>,
): string {
  const url = new URL(endpoint);
  url.searchParams.append(id.name, id.value);
  for (const [key, value] of Object.entries(creationMetadata)) {
    // Metadata is flat (conventions: Wire format): scalars, or arrays of them sent as repeats.
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      url.searchParams.append(key, queryValue(item));
    }
  }
  return url.toString();
}

function queryValue(item: unknown): string {
  if (item === null) return '';
  if (typeof item === 'string') return item;
  if (typeof item === 'number' || typeof item === 'boolean') return String(item);
  return JSON.stringify(item);
}
