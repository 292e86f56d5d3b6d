import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './auth';
import { idParam, MAX_ID, wholeNumberParam } from './common';

/** Read-only public links to one website's analytics (what Plausible calls shared links). */
export const SHARED_LINK_LIMITS = {
  /** Live (not revoked) links per website. */
  perWebsite: 20,
  labelMax: 100,
  passwordMin: 8,
} as const;

export const SHARED_LINK_MESSAGES = {
  incorrectPassword: 'Incorrect password',
  notFound: 'Shared link not found',
  passwordRequired: 'This shared dashboard is password protected',
  tooMany: `A website can have at most ${SHARED_LINK_LIMITS.perWebsite} shared links. Revoke one first.`,
} as const;

export const createSharedLinkRequest = z.object({
  label: z
    .string()
    .trim()
    .min(1, 'Label is required')
    .max(SHARED_LINK_LIMITS.labelMax, `Label must be at most ${SHARED_LINK_LIMITS.labelMax} characters`),
  /** Left out (or empty) for a link anyone with the address may open. */
  password: z
    .string()
    .max(MAX_PASSWORD_LENGTH, 'Password is too long')
    .refine((value) => value === '' || value.length >= SHARED_LINK_LIMITS.passwordMin, {
      message: `Password must be at least ${SHARED_LINK_LIMITS.passwordMin} characters`,
    })
    .optional(),
});
export type CreateSharedLinkRequest = z.infer<typeof createSharedLinkRequest>;

/** A link as its owner sees it: the address to hand out, never the password or its hash. */
export const sharedLink = z.object({
  id: z.number(),
  label: z.string(),
  url: z.string(),
  passwordProtected: z.boolean(),
  createdAt: z.string(),
});
export type SharedLink = z.infer<typeof sharedLink>;
export const sharedLinksResponse = z.array(sharedLink);

export const sharedLinkParams = idParam.extend({ linkId: wholeNumberParam(1, MAX_ID) });

/**
 * The slug as a path carries it. Any string is accepted here, so a malformed slug gets the same 404 as an
 * unknown or revoked one rather than a 400 that tells them apart.
 */
export const sharedSlugParam = z.object({ slug: z.string() });

/**
 * What the visitor's page learns first: a locked link says only that a password is needed; an open one
 * names the website (its name and domain, nothing else: no id, tracking id or key).
 */
export const sharedDashboard = z.discriminatedUnion('locked', [
  z.object({ locked: z.literal(true) }),
  z.object({
    locked: z.literal(false),
    label: z.string(),
    website: z.object({ name: z.string(), domain: z.string() }),
  }),
]);
export type SharedDashboard = z.infer<typeof sharedDashboard>;

export const unlockSharedLinkRequest = z.object({
  password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH, 'Password is too long'),
});
