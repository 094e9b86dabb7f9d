/**
 * Checking a respondent's answers against their fields: the widget runs this before it submits, the server
 * runs it again on what arrives. Zod-free on purpose (the widget bundle's budget is 20 KB gzip); messages
 * are the shared validation ones, naming the field by its label.
 *
 * The server passes `numberRule` with libphonenumber-js behind phone numbers; the widget uses the formats'
 * lighter phone check and shows the server's answer in place when the two disagree.
 */
import { type NumberRule, numberFormatFor } from '../modules/identity/identity-number-formats.js';
import { EMAIL_PATTERN } from '../rules/patterns.js';
import * as m from '../rules/rule-messages.js';
import { VFORM_LONG_TEXT_MAX, VFORM_TEXT_MAX } from './vform-fields.js';
import type { TVFormField } from './vform-schemas.js';

/** The parts of a field the checks read. */
export type VFormFieldRules = Pick<
  TVFormField,
  | 'id'
  | 'type'
  | 'label'
  | 'required'
  | 'options'
  | 'validation'
  | 'country'
  | 'verificationType'
  | 'performVerification'
  | 'customFields'
>;

/** Problems keyed by part: '' is the field as a whole, otherwise a part of a composite answer. */
export type AnswerProblems = Record<string, string>;

export interface AnswerCheck {
  /** The answer cleaned up (trimmed, numbers as numbers); undefined when there is none. */
  value: unknown;
  problems: AnswerProblems;
}

export interface AnswerCheckOptions {
  numberRule?: (country: string, type: string) => NumberRule | undefined;
  /**
   * Whose numbering plan a phone number written without +country code is read in (ng, ke); the server
   * passes the form owner's country. Default: international numbers only.
   */
  phoneCountry?: string;
}

function phoneRule(options: AnswerCheckOptions): NumberRule | undefined {
  const rules = options.numberRule ?? numberFormatFor;
  return rules(options.phoneCountry ?? 'global', 'phone') ?? rules('global', 'phone');
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The fields that take an answer (not page breaks, not the hidden payment field). */
export function isAnswerable(field: Pick<TVFormField, 'type'>): boolean {
  return field.type !== 'page-break' && field.type !== 'payment';
}

/**
 * Fields split into pages at each page break; the break leads the page it opens (its title and buttons
 * belong to that page). A break with no question after it opens no page.
 */
export function splitPages<T extends Pick<TVFormField, 'type'>>(fields: readonly T[]): T[][] {
  const pages: T[][] = [[]];
  for (const field of fields) {
    if (field.type === 'page-break') pages.push([field]);
    else (pages.at(-1) as T[]).push(field);
  }
  return pages.filter((page, index) => index === 0 || page.some((field) => field.type !== 'page-break'));
}

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function text(label: string, value: unknown, max: number, min = 0): { value?: string; problem?: string } {
  if (typeof value !== 'string') return { problem: m.type(label, 'a text') };
  const trimmed = value.trim();
  if (trimmed.length < min) return { problem: m.minLength(label, min) };
  if (trimmed.length > max) return { problem: m.maxLength(label, max) };
  return { value: trimmed };
}

function uploaded(label: string, value: unknown): { value?: unknown; problem?: string } {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '')
    return { problem: m.required(label) };
  return { value: { id: value.id, name: typeof value.name === 'string' ? value.name : '' } };
}

/** An identity capture's answer: the capture session the capture page reported (`captured`). */
function captured(label: string, value: unknown): { value?: unknown; problem?: string } {
  const id = isRecord(value) ? value.captureId : undefined;
  if (typeof id !== 'string' || id === '' || id.length > 64) return { problem: m.required(label) };
  return { value: { captureId: id } };
}

/** Composite answers: each part is a text; `required` parts must be there. */
function parts(
  value: unknown,
  spec: ReadonlyArray<{
    key: string;
    label: string;
    required: boolean;
    kind?: 'email' | 'date' | 'file' | 'phone';
  }>,
  options: AnswerCheckOptions,
): AnswerCheck {
  const problems: AnswerProblems = {};
  if (!isRecord(value)) return { value: undefined, problems: { '': m.required(spec[0]?.label ?? 'answer') } };
  const clean: Record<string, unknown> = {};
  for (const part of spec) {
    const raw = value[part.key];
    if (isBlank(raw)) {
      if (part.required) problems[part.key] = m.required(part.label);
      continue;
    }
    if (part.kind === 'file') {
      const file = uploaded(part.label, raw);
      if (file.problem) problems[part.key] = file.problem;
      else clean[part.key] = file.value;
      continue;
    }
    const checked = text(part.label, raw, VFORM_TEXT_MAX);
    if (checked.problem || checked.value === undefined) {
      problems[part.key] = checked.problem ?? m.required(part.label);
      continue;
    }
    if (part.kind === 'email' && !EMAIL_PATTERN.test(checked.value)) problems[part.key] = m.email(part.label);
    else if (part.kind === 'date' && !isRealDate(checked.value))
      problems[part.key] = `The ${part.label} field should be a date (YYYY-MM-DD)`;
    else if (part.kind === 'phone') {
      const rule = phoneRule(options);
      if (rule && !rule.check(checked.value)) problems[part.key] = m.type(part.label, 'a valid phone number');
      else clean[part.key] = rule?.normalize?.(checked.value) ?? checked.value;
      continue;
    }
    clean[part.key] = part.kind === 'email' ? checked.value.toLowerCase() : checked.value;
  }
  return { value: clean, problems };
}

const customFieldLabels: Record<string, { label: string; kind?: 'email' | 'date' | 'file' | 'phone' }> = {
  gender: { label: 'gender' },
  email: { label: 'email', kind: 'email' },
  mobile: { label: 'mobile', kind: 'phone' },
  photo: { label: 'photo', kind: 'file' },
  dateOfBirth: { label: 'date of birth', kind: 'date' },
  middleName: { label: 'middle name' },
};

function checkPresent(field: VFormFieldRules, value: unknown, options: AnswerCheckOptions): AnswerCheck {
  const label = field.label;
  const one = (result: { value?: unknown; problem?: string }): AnswerCheck => ({
    value: result.value,
    problems: result.problem ? { '': result.problem } : {},
  });
  switch (field.type) {
    case 'short-text':
    case 'long-text': {
      const max =
        field.validation.maxLength ?? (field.type === 'long-text' ? VFORM_LONG_TEXT_MAX : VFORM_TEXT_MAX);
      return one(text(label, value, max, field.validation.minLength ?? 0));
    }
    case 'email': {
      const checked = text(label, value, 254);
      if (checked.value !== undefined && !EMAIL_PATTERN.test(checked.value))
        return one({ problem: m.email(label) });
      return one({ value: checked.value?.toLowerCase(), problem: checked.problem });
    }
    case 'phone': {
      const checked = text(label, value, 32);
      if (checked.value === undefined) return one(checked);
      const rule = phoneRule(options);
      if (rule && !rule.check(checked.value)) return one({ problem: m.type(label, 'a valid phone number') });
      return one({ value: rule?.normalize?.(checked.value) ?? checked.value });
    }
    case 'number': {
      const n =
        typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
      if (!Number.isFinite(n)) return one({ problem: m.type(label, 'a number') });
      const { min, max } = field.validation;
      if (min !== undefined && n < min) return one({ problem: m.minValue(label, min) });
      if (max !== undefined && n > max) return one({ problem: m.maxValue(label, max) });
      return one({ value: n });
    }
    case 'date': {
      if (typeof value !== 'string' || !isRealDate(value.trim()))
        return one({ problem: `The ${label} field should be a date (YYYY-MM-DD)` });
      return one({ value: value.trim() });
    }
    case 'dropdown':
    case 'radio': {
      if (typeof value !== 'string' || !field.options.includes(value))
        return one({ problem: m.oneOf(label, field.options) });
      return one({ value });
    }
    case 'checkboxes': {
      const values = Array.isArray(value) ? value : [value];
      // Counted first: a list longer than the options is refused before any of it is read.
      if (values.length > field.options.length)
        return one({
          problem: `The ${label} field should have not more than ${field.options.length} choices`,
        });
      if (new Set(values).size !== values.length)
        return one({ problem: `The ${label} field should not repeat a choice` });
      if (!values.every((item) => typeof item === 'string' && field.options.includes(item)))
        return one({ problem: m.oneOf(label, field.options) });
      return one({ value: field.options.filter((option) => values.includes(option)) });
    }
    case 'file-upload':
      return one(uploaded(label, value));
    case 'country-state':
      return parts(
        value,
        [
          { key: 'country', label: 'country', required: true },
          { key: 'state', label: 'state', required: field.required },
        ],
        options,
      );
    case 'address':
      return parts(
        value,
        [
          { key: 'street', label: 'street', required: true },
          { key: 'city', label: 'city', required: true },
          { key: 'state', label: 'state', required: true },
          { key: 'country', label: 'country', required: true },
          { key: 'postalCode', label: 'postal code', required: false },
        ],
        options,
      );
    case 'personal-information':
      return parts(
        value,
        [
          { key: 'firstName', label: 'first name', required: true },
          { key: 'lastName', label: 'last name', required: true },
          ...field.customFields
            .filter((custom) => custom.show)
            .map((custom) => ({
              key: custom.name,
              required: custom.required,
              ...(customFieldLabels[custom.name] ?? { label: custom.name }),
            })),
        ],
        options,
      );
    case 'identity-verification':
      return checkIdentity(field, value, options);
    case 'identity-capture':
      return one(captured(label, value));
    case 'business-information':
      return parts(
        value,
        [
          { key: 'companyName', label: 'company name', required: true },
          { key: 'registrationNumber', label: 'registration number', required: true },
        ],
        options,
      );
    case 'certificate':
      return parts(
        value,
        [
          { key: 'type', label: 'certificate type', required: true },
          { key: 'number', label: 'certificate number', required: true },
        ],
        options,
      );
    default:
      return { value: undefined, problems: {} };
  }
}

function checkIdentity(field: VFormFieldRules, value: unknown, options: AnswerCheckOptions): AnswerCheck {
  if (!isRecord(value)) return { value: undefined, problems: { number: m.required(field.label) } };
  const rule =
    field.country && field.verificationType
      ? (options.numberRule ?? numberFormatFor)(field.country, field.verificationType)
      : undefined;
  const problems: AnswerProblems = {};
  const raw = typeof value.number === 'string' ? value.number.trim() : '';
  const number = rule?.normalize ? rule.normalize(raw) : raw;
  if (raw === '') problems.number = m.required(rule?.label ?? field.label);
  else if (raw.length > 64) problems.number = m.maxLength(rule?.label ?? field.label, 64);
  else if (rule && !rule.check(number)) problems.number = rule.message;
  if (field.performVerification && value.isConsent !== true) problems.isConsent = m.required('consent');
  return { value: { number, isConsent: value.isConsent === true }, problems };
}

const compositeTypes: ReadonlySet<string> = new Set([
  'country-state',
  'address',
  'personal-information',
  'identity-verification',
  'business-information',
  'certificate',
]);

/** Checks one answer; a blank answer is fine unless the field is required. */
export function checkAnswer(
  field: VFormFieldRules,
  value: unknown,
  options: AnswerCheckOptions = {},
): AnswerCheck {
  if (!isAnswerable(field)) return { value: undefined, problems: {} };
  if (isBlank(value) || (isRecord(value) && Object.values(value).every(isBlank))) {
    if (!field.required) return { value: undefined, problems: {} };
    // A composite answer names each missing part, so every empty input gets its own message.
    if (compositeTypes.has(field.type))
      return { value: undefined, problems: checkPresent(field, {}, options).problems };
    return { value: undefined, problems: { '': m.required(field.label) } };
  }
  return checkPresent(field, value, options);
}

/** The path a problem is reported under: `fieldId` or `fieldId.part`. */
export function answerPath(fieldId: string, part: string): string {
  return part === '' ? fieldId : `${fieldId}.${part}`;
}

/**
 * Checks every answer of a response. Answers to unknown field ids are problems too (a stale form, or a
 * forged request). Returns the cleaned answers and the problems keyed by `answerPath`.
 */
export function checkAnswers(
  fields: readonly VFormFieldRules[],
  answers: Readonly<Record<string, unknown>>,
  options: AnswerCheckOptions = {},
): { values: Record<string, unknown>; problems: Record<string, string> } {
  const values: Record<string, unknown> = {};
  const problems: Record<string, string> = {};
  const known = new Set(fields.map((field) => field.id));
  for (const key of Object.keys(answers))
    if (!known.has(key)) problems[key] = 'This question is no longer on the form: reload the page';
  for (const field of fields) {
    const checked = checkAnswer(field, answers[field.id], options);
    for (const [part, message] of Object.entries(checked.problems))
      problems[answerPath(field.id, part)] = message;
    if (checked.value !== undefined) values[field.id] = checked.value;
  }
  return { values, problems };
}
