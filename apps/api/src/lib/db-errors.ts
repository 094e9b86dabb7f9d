/** PostgreSQL's error fields, at any level of the `cause` chain (pg, PGlite, or wrapped by Drizzle). */
function postgresErrors(error: unknown): Array<{ code?: unknown; constraint?: unknown; message?: unknown }> {
  const found: Array<{ code?: unknown; constraint?: unknown; message?: unknown }> = [];
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object') found.push(current as { code?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return found;
}

/** PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return postgresErrors(error).some((level) => level.code === '23505');
}

/** A CHECK constraint refused a row: `constraint` names which (PGlite and pg both report it). */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  return postgresErrors(error).some(
    (level) =>
      level.code === '23514' &&
      (level.constraint === constraint ||
        (typeof level.message === 'string' && level.message.includes(`"${constraint}"`))),
  );
}
