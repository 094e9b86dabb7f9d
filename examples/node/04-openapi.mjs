// Reads the API's OpenAPI 3.1 document and prints what a code generator or a reader would use: each
// route's method, path and summary, who may call it, and the error codes it may answer.
//   VERITY_URL=http://127.0.0.1:8080 node examples/node/04-openapi.mjs [filter]
// The same document, rendered for people: ${VERITY_URL}/api-reference
const origin = process.env.VERITY_URL ?? 'http://127.0.0.1:8080';
const filter = process.argv[2] ?? '/roles';

const response = await fetch(`${origin}/api/openapi.json`);
if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}`);
const document =
  /** @type {{ openapi: string, info: { title: string, version: string }, paths: Record<string, Record<string, any>> }} */ (
    await response.json()
  );

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);
console.log(
  `${document.info.title} ${document.info.version} (OpenAPI ${document.openapi}): ${operations.length} operations`,
);
for (const { path, method, operation } of operations.filter((entry) => entry.path.includes(filter))) {
  const access = operation['x-verity-access'];
  const codes = Object.values(operation.responses).flatMap((answer) =>
    [...(answer.description ?? '').matchAll(/^`([a-z_]+)`:/gm)].map((match) => match[1]),
  );
  console.log(`${method} ${path}: ${operation.summary}`);
  console.log(
    `  needs ${access.permissions.join(', ') || 'no permission'} (${access.tenancy}); may fail with ${codes.join(', ')}`,
  );
}
console.log(`Reference: ${origin}/api-reference`);
