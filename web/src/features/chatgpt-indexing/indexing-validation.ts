import { MISSING_CONTENT, MISSING_DOMAIN, MISSING_INFORMATION } from '@botlens/contracts';

/** The page's three actions, each with its own tab of results. */
export type IndexingAction = 'optimize' | 'analyze' | 'robots';

export type MissingInput = { title: string; message: string };

/**
 * Part 2 §5: what an action lacks before anything is sent. `domain` is the host already stripped of
 * protocol and path ('' when nothing usable was typed); content counts only when it has more than blanks.
 */
export function missingInput(
  action: IndexingAction,
  { domain, content }: { domain: string; content: string },
): MissingInput | null {
  const hasDomain = domain !== '';
  const hasContent = content.trim() !== '';
  switch (action) {
    case 'optimize':
      return hasDomain && hasContent ? null : MISSING_INFORMATION;
    case 'analyze':
      return hasContent ? null : MISSING_CONTENT;
    case 'robots':
      return hasDomain ? null : MISSING_DOMAIN;
  }
}
