/**
 * The validation messages (messages.ts has the rules they follow), one export each: a bundle that imports
 * this module as a namespace keeps only the messages it reads (the vForm widget's size budget). The rest
 * of the client reads them grouped, as `ruleMessages`.
 */
import { joinList } from './join-list.js';

export const required = (field: string) => `The ${field} field is required`;
export const ext = (field: string) => `The ${field} field has an unsupported format`;
export const email = (field: string) => `The ${field} field should be a valid email`;
/** `sizeInKb` is the limit in KB; the message states it in MB (KB divided by 1024). */
export const size = (field: string, sizeInKb: number) =>
  `The ${field} field should be less than ${formatNumber(sizeInKb / 1024)}MB`;
export const minValue = (field: string, n: number) => `The ${field} field should be at least ${n}`;
export const maxValue = (field: string, n: number) => `The ${field} field should not be more than ${n}`;
export const hasUppercase = (field: string) => `The ${field} field should contain an uppercase letter`;
export const hasLowercase = (field: string) => `The ${field} field should contain a lowercase letter`;
export const hasNumber = (field: string) => `The ${field} field should contain a number`;
export const hasSpecialCharacter = (field: string) => `The ${field} field should contain a special character`;
export const minLength = (field: string, n: number) =>
  `The ${field} field should be at least ${n} characters`;
export const maxLength = (field: string, n: number) =>
  `The ${field} field should be not more than ${n} characters`;
export const length = (field: string, n: number) => `The ${field} field should be exactly ${n} characters`;
export const numeric = (field: string) => `The ${field} field should contain only digits`;
export const noRc = (field: string) => `The ${field} field should not start with RC`;
export const companyId = (field: string) => `The ${field} field must start with with one of RC,BN,IT,LP,LPP`;
export const pvc = (field: string) => `The ${field} field should be a valid PVC number`;
export const confirm = () => 'Passwords do not match';
/** Password policy: lists what is missing, e.g. "The password must have an uppercase letter and a number". */
export const password = (field: string, missing: readonly string[]) =>
  `The ${field} must have ${joinList(missing)}`;
export const unknownField = (field: string) => `The ${field} field is not allowed`;
export const type = (field: string, expected: string) => `The ${field} field should be ${expected}`;
export const oneOf = (field: string, options: readonly string[]) =>
  `The ${field} field should be one of ${options.join(', ')}`;

function formatNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toFixed(2)));
}
