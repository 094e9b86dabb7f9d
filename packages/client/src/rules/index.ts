export * from './cleaners.js';
export * from './company-numbers.js';
export * from './date-text.js';
export * from './issue-messages.js';
export * from './messages.js';
export * from './text-checks.js';
export * from './validation.js';
export * from './wallet-addresses.js';
