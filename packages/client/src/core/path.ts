/**
 * Builds a request path with every parameter encoded. A parameter of "." or ".." would let a caller's
 * input walk to another route, so it is refused before anything is sent.
 */
export function path(strings: TemplateStringsArray, ...params: Array<string | number>): string {
  let out = strings[0] ?? '';
  params.forEach((param, index) => {
    out += encodeParam(param) + (strings[index + 1] ?? '');
  });
  return out;
}

function encodeParam(param: string | number): string {
  const value = String(param);
  if (value === '' || value === '.' || value === '..')
    throw new TypeError(`Path parameter ${JSON.stringify(value)} is not allowed`);
  return encodeURIComponent(value);
}

/** A declared route path (`/company/:id/pdf`) with its `:name` parameters filled in, each encoded. */
export function fillPath(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Path parameter ${name} is missing`);
    return encodeParam(value);
  });
}
