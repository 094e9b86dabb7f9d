/**
 * Builds a request path with every parameter encoded. A parameter of "." or ".." would let a caller's
 * input walk to another route, so it is refused before anything is sent.
 */
export function path(strings: TemplateStringsArray, ...params: Array<string | number>): string {
  let out = strings[0] ?? '';
  params.forEach((param, index) => {
    const value = String(param);
    if (value === '' || value === '.' || value === '..')
      throw new TypeError(`Path parameter ${JSON.stringify(value)} is not allowed`);
    out += encodeURIComponent(value) + (strings[index + 1] ?? '');
  });
  return out;
}
