import type { ReclassificationStateResponse } from '@botlens/contracts';
import type { StatusVariant } from '@/components/ui/badge';

export type ReclassificationStatus = { label: string; variant: StatusVariant; description: string };

/** What the administrator is told of stored history and the registry, in one badge and a sentence. */
export function reclassificationStatus(state: ReclassificationStateResponse): ReclassificationStatus {
  if (state.running) {
    return {
      label: 'Reclassifying',
      variant: 'info',
      description:
        'Stored hits and rollups are being renamed to the current registry. Screens show the new names as each part finishes.',
    };
  }
  if (state.run?.lastError && !state.upToDate) {
    return {
      label: 'Stopped',
      variant: 'danger',
      description:
        'The last run stopped on an error. It goes on from where it stopped within ten minutes, or when you start it.',
    };
  }
  if (state.upToDate) {
    return {
      label: 'Up to date',
      variant: 'success',
      description: 'Stored history uses the names and types of the registry this server runs.',
    };
  }
  return {
    label: 'Waiting',
    variant: 'warning',
    description:
      'Stored history was classified by another registry. It is reclassified in the background shortly after start.',
  };
}

/** A share from 0 to 1 as a whole percentage, never 100 % before the end. */
export function percentText(progress: number, finished: boolean): string {
  const percent = Math.floor(progress * 100);
  return `${finished ? 100 : Math.min(percent, 99)}%`;
}
