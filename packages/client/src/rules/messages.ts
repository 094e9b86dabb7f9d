/**
 * The validation messages of spec/platform.md §5 and spec/modules.md §5, to the letter.
 *
 * The spec gives most rules as a fragment ("should be a valid email"); a message names its field as
 * "The {field} field {fragment}" so every message reads the same way as the spec's required message.
 * Length fragments ("at least 8 characters") take "should be" in front.
 */
export const ruleMessages = {
  required: (field: string) => `The ${field} field is required`,
  ext: (field: string) => `The ${field} field has an unsupported format`,
  email: (field: string) => `The ${field} field should be a valid email`,
  /** `sizeInKb` is the limit in KB; the message states it in MB (KB divided by 1024). */
  size: (field: string, sizeInKb: number) =>
    `The ${field} field should be less than ${formatNumber(sizeInKb / 1024)}MB`,
  minValue: (field: string, n: number) => `The ${field} field should be at least ${n}`,
  maxValue: (field: string, n: number) => `The ${field} field should not be more than ${n}`,
  hasUppercase: (field: string) => `The ${field} field should contain an uppercase letter`,
  hasLowercase: (field: string) => `The ${field} field should contain a lowercase letter`,
  hasNumber: (field: string) => `The ${field} field should contain a number`,
  hasSpecialCharacter: (field: string) => `The ${field} field should contain a special character`,
  minLength: (field: string, n: number) => `The ${field} field should be at least ${n} characters`,
  maxLength: (field: string, n: number) => `The ${field} field should be not more than ${n} characters`,
  length: (field: string, n: number) => `The ${field} field should be exactly ${n} characters`,
  numeric: (field: string) => `The ${field} field should contain only digits`,
  noRc: (field: string) => `The ${field} field should not start with RC`,
  companyId: (field: string) => `The ${field} field must start with with one of RC,BN,IT,LP,LPP`,
  pvc: (field: string) => `The ${field} field should be a valid PVC number`,
  confirm: () => 'Passwords do not match',
  /** Password policy: lists what is missing, e.g. "The password must have an uppercase letter and a number". */
  password: (field: string, missing: readonly string[]) => `The ${field} must have ${joinList(missing)}`,
  unknownField: (field: string) => `The ${field} field is not allowed`,
  type: (field: string, expected: string) => `The ${field} field should be ${expected}`,
  oneOf: (field: string, options: readonly string[]) =>
    `The ${field} field should be one of ${options.join(', ')}`,
} as const;

/** Share modal warnings (spec/modules.md §5). */
export const shareMessages = {
  invalidEmail: 'Invalid email',
  duplicateEmail: 'Email already added',
} as const;

function formatNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toFixed(2)));
}

/** "a", "a and b", "a, b and c" */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
