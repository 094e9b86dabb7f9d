/**
 * Fastify validates every body, query and params with the shared zod schemas from @verity/client.
 * A failure becomes a 400 ValidationError in the envelope, in house words, one entry per field.
 * What a route accepts when it declares nothing is route-input.ts's.
 */
import { type FieldIssue, fieldIssues, houseErrorMap } from '@verity/client';
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';

// Whatever a schema leaves to zod to word (and any parse a handler runs itself) reads in house words.
z.config({ customError: houseErrorMap });

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export class RequestValidationError extends Error {
  /** One entry per field path, in the order zod found them. */
  readonly issues: FieldIssue[];

  constructor(
    readonly part: string,
    readonly zodError: z.ZodError,
  ) {
    const issues = fieldIssues(zodError.issues, part);
    super(issues[0]?.message ?? 'The request is not valid');
    this.issues = issues;
  }

  /** `{ "email": "The email field is required" }`, first message per field. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const { field, message } of this.issues) out[field] ??= message;
    return out;
  }
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
