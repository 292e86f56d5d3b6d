/**
 * Bumped whenever a change to the classifier (not to the registry data) can give a stored user agent
 * another name, type, operator or purpose: the unknown-bot naming, the in-app browser list, the order of the
 * checks. It is part of the registry fingerprint, so stored history is reclassified after such a change.
 */
export const CLASSIFIER_REVISION = 1;
