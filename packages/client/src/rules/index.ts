export * from './cleaners.js';
export * from './messages.js';
export * from './validation.js';
