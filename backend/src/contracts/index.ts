export * from './lists.js';
export * from './error-codes.js';
export * from './auth.js';
export * from './public-pages.js';
export * from './counties.js';
export * from './admin.js';
export * from './mfa.js';
