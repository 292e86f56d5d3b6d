import { SERVICE_REQUEST_STATUSES, serviceRequestStatusLabel } from '@botlens/contracts';
import { describe, expect, it } from 'vitest';
import { statusBadgeVariant } from './status-badge-variant';

describe('the service request status badge', () => {
  it('gives each status the colour of part 2 §4, six different ones', () => {
    expect(SERVICE_REQUEST_STATUSES.map((status) => [status, statusBadgeVariant(status)])).toEqual([
      ['pending', 'warning'],
      ['reviewed', 'info'],
      ['quoted', 'purple'],
      ['in_progress', 'orange'],
      ['completed', 'success'],
      ['cancelled', 'danger'],
    ]);
  });

  it('shows underscores as spaces', () => {
    expect(serviceRequestStatusLabel('in_progress')).toBe('in progress');
  });
});
