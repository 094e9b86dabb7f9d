/** A PostgreSQL error's fields, whether thrown by pg, PGlite, or wrapped by Drizzle (in `cause`). */
function postgresError(error: unknown): { code?: unknown; constraint?: unknown; message?: unknown } | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && typeof (current as { code?: unknown }).code === 'string')
      return current as { code?: unknown; constraint?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return postgresError(error)?.code === '23505';
}

/** A CHECK constraint refused a row: `constraint` names which (PGlite and pg both report it). */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const found = postgresError(error);
  return (
    found?.code === '23514' &&
    (found.constraint === constraint ||
      (typeof found.message === 'string' && found.message.includes(`"${constraint}"`)))
  );
}
