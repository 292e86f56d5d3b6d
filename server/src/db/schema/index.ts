export * from './bot-activity';
export * from './sessions';
export * from './users';
export * from './websites';
