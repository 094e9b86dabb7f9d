/**
 * Every validation problem in house words, one per field. A schema words its own rules (rules/validation.ts);
 * `houseErrorMap` words whatever a schema leaves to zod (a bare `z.string().max(64)`, a `z.strictObject`),
 * so no caller ever reads zod's own text ("Unrecognized key", "Invalid input: expected string"). The API
 * installs it for every parse it runs; a form can pass it to `safeParse(value, { error: houseErrorMap })`.
 * `fieldIssues` turns a failed parse into one entry per field path, as the error envelope's `fieldErrors`.
 */
import type { z } from 'zod';
import { joinList } from './join-list.js';
import * as m from './rule-messages.js';
import { fieldLabel } from './validation.js';

type Path = readonly PropertyKey[];

/** The key a problem is about: the last named key of its path. */
function keyOf(path: Path | undefined): string | undefined {
  const key = [...(path ?? [])].reverse().find((segment) => typeof segment === 'string');
  return typeof key === 'string' ? key : undefined;
}

const typeWords: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  bigint: 'a whole number',
};

function sizeMessage(field: string, origin: string, bound: number | bigint, small: boolean): string {
  const n = Number(bound);
  if (origin === 'string') return small ? m.minLength(field, n) : m.maxLength(field, n);
  if (origin === 'array' || origin === 'set')
    return `The ${field} field should list ${small ? 'at least' : 'at most'} ${n} item${n === 1 ? '' : 's'}`;
  return small ? m.minValue(field, n) : m.maxValue(field, n);
}

/** The house wording of a problem no schema worded. */
export const houseErrorMap: z.core.$ZodErrorMap = (issue) => {
  const key = keyOf(issue.path);
  const named = key === undefined ? undefined : fieldLabel(key);
  const field = named ?? 'input';
  switch (issue.code) {
    case 'invalid_type':
      // A key a schema names only to refuse it (`z.never()`).
      if (issue.expected === 'never') return m.unknownField(key ?? field);
      if (issue.input === undefined || issue.input === null) return m.required(field);
      // Only a request's body can be something other than an object at its top.
      if (!named && issue.expected === 'object') return 'The request body should be a JSON object';
      return m.type(field, typeWords[issue.expected] ?? `a ${issue.expected}`);
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return m.required(field);
      if (issue.exact && issue.origin === 'string') return m.length(field, Number(issue.minimum));
      return sizeMessage(field, issue.origin, issue.minimum, true);
    case 'too_big':
      if (issue.exact && issue.origin === 'string') return m.length(field, Number(issue.maximum));
      return sizeMessage(field, issue.origin, issue.maximum, false);
    case 'invalid_format':
      if (issue.format === 'email') return m.email(field);
      if (issue.format === 'url') return `The ${field} field should be a web address (https://...)`;
      return `The ${field} field is not in a valid format`;
    case 'invalid_value':
      return m.oneOf(field, issue.values.map(String));
    case 'unrecognized_keys':
      return joinList(issue.keys.map((key) => m.unknownField(key)));
    case 'not_multiple_of':
      return `The ${field} field should be a multiple of ${issue.divisor}`;
    default:
      return `The ${field} field is not valid`;
  }
};

export interface FieldIssue {
  /** The field's path in the request, dotted (`settings.sessionTimeoutInMinutes`). */
  field: string;
  message: string;
}

/**
 * One entry per field path: unknown keys are one problem each ("The fullName field is not allowed", "The
 * title field is not allowed"), never one entry for the lot. `part` names a problem with the whole input.
 */
export function fieldIssues(issues: readonly z.core.$ZodIssue[], part: string): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys)
        out.push({ field: [...path, key].join('.'), message: m.unknownField(key) });
    else out.push({ field: path.length > 0 ? path.join('.') : part, message: issue.message });
  }
  return out;
}
