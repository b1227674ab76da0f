const sampleId = '11efdfaf-1e1d-899c-9c99-8718c995d6c0';

/** One UUID for every `{name}` of a route's path template, to check its params schema against. */
export function pathParams(template: string): Record<string, string> {
  return Object.fromEntries(
    [...template.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => [name, sampleId]),
  );
}
