import './zod-messages';

export * from './admin';
export * from './auth';
export * from './common';
export * from './health';
export * from './password-strength';
