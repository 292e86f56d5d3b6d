import './zod-messages';

export * from './admin';
export * from './analytics';
export * from './auth';
export * from './billing';
export * from './bot-reclassification';
export * from './bots';
export * from './chatgpt-indexing';
export * from './common';
export * from './health';
export * from './password-strength';
export * from './robots-policy';
export * from './seo-audit';
export * from './seo-audit-summary';
export * from './seo-tools';
export * from './support';
export * from './tracking';
export * from './websites';
