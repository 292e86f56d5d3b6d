export * from './bot-activity';
export * from './bot-reclassification';
export * from './ingest-batches';
export * from './robots-policy';
export * from './seo-audits';
export * from './sessions';
export * from './users';
export * from './websites';
