export * from './accounts.js';
export * from './auth.js';
export * from './businesses.js';
export * from './common.js';
export * from './media.js';
export * from './reference.js';
export * from './two-factor.js';
export * from './users.js';
