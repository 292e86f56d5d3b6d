import { z } from 'zod';

export const MAX_WEBSITE_NAME_LENGTH = 100;
/**
 * The most websites one account may hold, added by hand or imported (an agency's portfolio): far above any
 * real one, low enough that a script cannot fill the table.
 */
export const MAX_WEBSITES_PER_ACCOUNT = 100_000;

/**
 * The host of what a person typed as a domain: "example.com", "https://Example.com/path" and
 * "localhost:8080" all work; a scheme other than http(s), credentials or a host without a dot (other than
 * localhost) do not. Returns null when it is not a usable website address.
 */
export function parseWebsiteHost(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || trimmed.length > 2048 || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const hostname = url.hostname.toLowerCase();
  if (!hostname.includes('.') && hostname !== 'localhost') return null;
  // 'a..com', '.a.com' and 'a.com.' have an empty label, and DNS allows no label over 63 characters nor a
  // name over 253: no such host can be looked up (and a 250-character label spread the website selector).
  if (hostname.length > 253) return null;
  if (hostname.split('.').some((label) => label === '' || label.length > 63)) return null;
  return url.host.toLowerCase();
}

export const createWebsiteRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Website name is required')
    .max(MAX_WEBSITE_NAME_LENGTH, `Website name must be at most ${MAX_WEBSITE_NAME_LENGTH} characters`),
  domain: z
    .string()
    .trim()
    .min(1, 'Domain is required')
    .refine((value) => parseWebsiteHost(value) !== null, 'Please enter a valid URL')
    .transform((value) => parseWebsiteHost(value) as string),
});
export type CreateWebsiteRequest = z.input<typeof createWebsiteRequest>;

export const website = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  trackingId: z.string(),
  createdAt: z.string(),
  /** When the last live hit (snippet, pixel or middleware) arrived; null before the first. */
  lastEventAt: z.string().nullable(),
});
export type Website = z.infer<typeof website>;
export const websiteList = z.array(website);

export const embedCodeResponse = z.object({
  trackingId: z.string(),
  domain: z.string(),
  websiteName: z.string(),
  embedCode: z.string(),
  instructions: z.object({
    placement: z.string(),
    verification: z.string(),
    expectedDataTime: z.object({
      lowTraffic: z.string(),
      mediumTraffic: z.string(),
      highTraffic: z.string(),
    }),
  }),
  testUrl: z.string(),
  /** Secret: lets the site's own server post events to /api/collect. Only the owner (or an admin) sees it. */
  ingestKey: z.string(),
  collectEndpoint: z.string(),
  middleware: z.object({ express: z.string(), cloudflareWorker: z.string() }),
});
export type EmbedCodeResponse = z.infer<typeof embedCodeResponse>;

export const rotateIngestKeyResponse = z.object({ ingestKey: z.string() });
