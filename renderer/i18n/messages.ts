/**
 * The shape of a resource file with every message a string. English is the reference; the
 * Japanese file `satisfies Messages<typeof en>`, so a key missing from either language (or one
 * language only has) fails the type check before it can show as a raw key at the counter.
 */
export type Messages<Shape> = {
  readonly [Key in keyof Shape]: Shape[Key] extends string ? string : Messages<Shape[Key]>;
};
