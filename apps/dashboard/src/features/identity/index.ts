/** What other features use of customer verification: the address of a check's report, which a vForm response links to. */
export { checkPath } from './lib/scope';
