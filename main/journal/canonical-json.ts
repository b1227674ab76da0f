/**
 * JSON with object keys in code-unit order and no whitespace: the same value always gives the
 * same text, so a hash over it does not depend on how the object was built.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
    return `{${members.join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new TypeError(`No canonical JSON for ${value}`);
  }
  const json: unknown = JSON.stringify(value);
  if (typeof json !== 'string') throw new TypeError(`No JSON for a ${typeof value}`);
  return json;
}
