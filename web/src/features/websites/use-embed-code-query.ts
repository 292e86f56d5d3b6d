import type { EmbedCodeResponse } from '@botlens/contracts';
import { useQuery } from '@tanstack/react-query';

/** Under the website's own key, so invalidating ['/api/websites', id] refreshes it with the rest. */
export function embedCodeQueryKey(websiteId: number) {
  return ['/api/websites', websiteId, 'embed-code'] as const;
}

/** The snippet, instructions, ingest key and middleware of one website; idle while no website is chosen. */
export function useEmbedCodeQuery(websiteId: number | undefined) {
  return useQuery<EmbedCodeResponse | null>({
    queryKey: embedCodeQueryKey(websiteId ?? 0),
    enabled: websiteId !== undefined,
  });
}
