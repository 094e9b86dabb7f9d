/**
 * Fastify validates every body, query and params with the shared zod schemas from @verity/client.
 * A failure becomes a 400 ValidationError in the envelope with the schema's own message.
 */
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export class RequestValidationError extends Error {
  constructor(
    readonly part: string,
    readonly zodError: z.ZodError,
  ) {
    super(zodError.issues[0]?.message ?? 'Invalid input');
  }

  /** `{ "email": "The email field is required" }`, first message per field. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const issue of this.zodError.issues) {
      const key = issue.path.length > 0 ? issue.path.join('.') : (fieldOfUnknownKeys(issue) ?? this.part);
      out[key] ??= issue.message;
    }
    return out;
  }
}

function fieldOfUnknownKeys(issue: z.core.$ZodIssue): string | undefined {
  return issue.code === 'unrecognized_keys' ? issue.keys.join(',') : undefined;
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // A JSON body may be absent altogether; validate it as {} so the schema says which field is required.
    const input = httpPart === 'body' && (data === undefined || data === null) ? {} : data;
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(httpPart ?? 'input', result.error) };
  };
