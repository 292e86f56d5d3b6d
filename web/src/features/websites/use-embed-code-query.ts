import { embedCodeResponse } from '@botlens/contracts';
import { apiPath, apiQueryKey } from '@/lib/api-url';
import { useApiQuery } from '@/lib/use-api-query';

function embedCodeUrl(websiteId: number): string {
  return `${apiPath('/api/websites', websiteId)}/embed-code`;
}

/** Under the website's own key, so invalidating the website's key refreshes it with the rest. */
export function embedCodeQueryKey(websiteId: number) {
  return apiQueryKey(embedCodeUrl(websiteId));
}

/** The snippet, instructions, ingest key and middleware of one website; idle while no website is chosen. */
export function useEmbedCodeQuery(websiteId: number | undefined) {
  return useApiQuery(embedCodeUrl(websiteId ?? 0), {
    schema: embedCodeResponse,
    enabled: websiteId !== undefined,
  });
}
