/** The key of a method's words for a field's reason: `errors.<field>.<REASON>` in its namespace. */
export type FieldMessageKey<Messages> = {
  [Field in keyof Messages & string]: `errors.${Field}.${keyof Messages[Field] & string}`;
}[keyof Messages & string];

/**
 * Where a method's namespace has its own words for a field's reason (what that field needs),
 * their key; null where the service's general text for the reason says it.
 */
export function fieldMessageKey<Messages extends Readonly<Record<string, object>>>(
  messages: Messages,
  field: string,
  reason: string,
): FieldMessageKey<Messages> | null {
  const forField: unknown = Object.hasOwn(messages, field) ? messages[field] : undefined;
  if (typeof forField !== 'object' || forField === null || !Object.hasOwn(forField, reason)) {
    return null;
  }
  // The key is built from the two checked parts; TypeScript cannot join them itself.
  return `errors.${field}.${reason}` as FieldMessageKey<Messages>;
}
