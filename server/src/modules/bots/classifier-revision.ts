/**
 * The revision of what the classifier answers beyond the registry's own data: how unknown bots are named and
 * which purpose their strings are given. Stored hits are reclassified when the registry or this revision
 * changes, so raise it with every change that alters an answer for some user agent.
 */
export const CLASSIFIER_REVISION = 2;
