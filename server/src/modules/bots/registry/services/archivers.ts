import type { BotDefinition } from '../types';

/** Web archives. */
export const ARCHIVERS: readonly BotDefinition[] = [
  {
    name: 'archive.org_bot',
    pattern: /\barchive\.org_bot\b/i,
    type: 'other',
    operator: 'Internet Archive',
    purpose: 'archiving',
    robotsTokens: ['archive.org_bot'],
    docsUrl: 'https://archive.org/details/archive.org_bot',
  },
  // ia_archiver was Alexa's crawler, whose captures fed the Wayback Machine.
  {
    name: 'ia_archiver',
    pattern: /\bia_archiver\b/i,
    type: 'other',
    operator: 'Internet Archive',
    purpose: 'archiving',
    robotsTokens: ['ia_archiver'],
  },
  {
    name: 'Wayback Save Page Now',
    pattern: /\bWayback Save Page\b/i,
    type: 'other',
    operator: 'Internet Archive',
    purpose: 'archiving',
    robotsTokens: [],
  },
  {
    name: 'special_archiver',
    pattern: /\bspecial_archiver\//i,
    type: 'other',
    operator: 'Library of Congress',
    purpose: 'archiving',
    robotsTokens: ['special_archiver'],
  },
  {
    name: 'ArchiveBot',
    pattern: /\bArchiveTeam ArchiveBot\b/i,
    type: 'other',
    operator: 'Archive Team',
    purpose: 'archiving',
    robotsTokens: [],
    docsUrl: 'https://wiki.archiveteam.org/index.php/ArchiveBot',
  },
  {
    name: 'ArchiveBox',
    pattern: /\bArchiveBox\//,
    type: 'other',
    operator: 'Unknown',
    purpose: 'archiving',
    robotsTokens: [],
  },
  {
    name: 'Heritrix',
    pattern: /\bheritrix\//i,
    type: 'other',
    operator: 'Unknown',
    purpose: 'archiving',
    robotsTokens: ['heritrix'],
  },
];
