export { ARCHIVERS } from './services/archivers';
export { FEED_READERS } from './services/feed-readers';
export { MONITORS } from './services/monitors';
export { SECURITY_SCANNERS } from './services/security-scanners';
