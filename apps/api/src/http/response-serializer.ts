/**
 * Answers are written by their declared schema (core/route-table.ts `response`): the success envelope
 * around the route's `data`, compiled once per schema to a fast-json-stringify function. Only the fields
 * the contract names are written, so a column added to a row, or a secret a presenter forgot to drop,
 * never reaches a caller; and a compiled writer is faster than JSON.stringify on the same answer.
 *
 * A route's `schema.response` holds its data schema under '2xx'; failures and routes declared outside the
 * route tables keep Fastify's default (JSON.stringify).
 */
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod writes "this or null" as `anyOf: [this, { type: 'null' }]`, which fast-json-stringify can only
 * settle by validating each value; as `nullable` it writes the value directly.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const options = out.anyOf;
  if (Array.isArray(options) && options.length === 2) {
    const nonNull = options.filter((option) => !(isObject(option) && option.type === 'null'));
    if (nonNull.length === 1 && isObject(nonNull[0])) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...nonNull[0], nullable: true };
    }
  }
  return out;
}

/** The JSON Schema of a success envelope around `data` (draft 7, as fast-json-stringify reads it). */
export function envelopeJsonSchema(data: z.ZodType): Schema {
  const { $schema: _, ...dataSchema } = z.toJSONSchema(data, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  }) as JsonSchema;
  return {
    type: 'object',
    properties: {
      success: { type: 'boolean' },
      statusCode: { type: 'integer' },
      message: { type: 'string' },
      data: simplify(dataSchema) as Schema,
    },
    required: ['success', 'statusCode', 'message', 'data'],
  };
}

// Apps built in one process (the test suites build many) share the compiled writers.
const writers = new WeakMap<z.ZodType, (value: unknown) => string>();

function writerFor(data: z.ZodType): (value: unknown) => string {
  let writer = writers.get(data);
  if (!writer) {
    writer = fastJsonStringify(envelopeJsonSchema(data)) as (value: unknown) => string;
    writers.set(data, writer);
  }
  return writer;
}

export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema))
    throw new TypeError('A route response schema should be the zod schema of its data');
  return writerFor(schema as z.ZodType);
};
