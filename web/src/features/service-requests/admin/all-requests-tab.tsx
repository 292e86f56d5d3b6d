import type { AdminServiceRequest, ServiceRequestStatus } from '@botlens/contracts';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { TableSkeleton } from '@/components/table-skeleton';
import { SearchField } from '@/components/ui/search-field';
import { SelectField } from '@/components/ui/select-field';
import { useDebouncedValue } from '@/features/robots-policy/use-debounced-value';
import { RequestsTable } from './requests-table';
import { ALL_STATUSES, STATUS_FILTER_OPTIONS } from './status-options';
import {
  useAdminServiceRequestsQuery,
  useDeleteServiceRequestMutation,
} from './use-admin-service-requests-queries';

const NUMBER = new Intl.NumberFormat('en-US');

/** Part 2 §2, All Requests: the search, the status filter and the table. */
export function AllRequestsTab({ onEdit }: { onEdit: (request: AdminServiceRequest) => void }) {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<string>(ALL_STATUSES);
  const search = useDebouncedValue(text.trim(), 300);
  const requests = useAdminServiceRequestsQuery(
    status === ALL_STATUSES ? undefined : (status as ServiceRequestStatus),
    search,
  );
  const remove = useDeleteServiceRequestMutation();
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label="Search service requests"
          placeholder="Search by project title, email, or company..."
          value={text}
          maxLength={200}
          onValueChange={setText}
          className="sm:flex-1"
        />
        <SelectField
          id="service-requests-status-filter"
          label="Status"
          value={status}
          onValueChange={setStatus}
          options={STATUS_FILTER_OPTIONS}
          className="sm:w-52"
        />
      </div>
      <QueryState
        query={requests}
        errorTitle="Could not load the service requests"
        skeleton={
          <>
            <p className="mb-3 text-sm text-muted-foreground">Loading requests...</p>
            <TableSkeleton rows={5} />
          </>
        }
      >
        {(data) => (
          <div className="space-y-2">
            {data.total > data.requests.length && (
              <p className="text-sm text-muted-foreground">
                Showing the {NUMBER.format(data.requests.length)} newest of {NUMBER.format(data.total)}{' '}
                requests; search or filter to find the others.
              </p>
            )}
            <RequestsTable
              requests={data.requests}
              loading={requests.isPlaceholderData}
              onEdit={onEdit}
              onDelete={(request) => remove.mutate(request)}
              deleting={remove.isPending}
            />
          </div>
        )}
      </QueryState>
    </div>
  );
}
