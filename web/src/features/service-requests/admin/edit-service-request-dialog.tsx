import {
  type AdminServiceRequest,
  MAX_SERVICE_ADMIN_NOTES_LENGTH,
  type ServiceRequestStatus,
} from '@botlens/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorField } from '@/lib/api';
import { ServiceRequestHistory } from './service-request-history';
import {
  budgetLabel,
  clientName,
  priorityLabel,
  serviceLabel,
  timeframeLabel,
} from './service-request-labels';
import { STATUS_OPTIONS } from './status-options';
import { useUpdateServiceRequestMutation } from './use-admin-service-requests-queries';

type Errors = Partial<Record<'status' | 'estimatedCost' | 'adminNotes', string>>;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

/** Part 2 §2's read-only details: what is asked, for how much and when, and who asks. */
function RequestDetails({ request }: { request: AdminServiceRequest }) {
  return (
    <dl className="grid gap-3 rounded-lg border bg-surface-muted p-4 sm:grid-cols-2">
      <Detail label="Project title">{request.projectTitle}</Detail>
      <Detail label="Service type">{serviceLabel(request)}</Detail>
      <div className="sm:col-span-2">
        <Detail label="Project description">{request.projectDescription}</Detail>
      </div>
      <Detail label="Budget">{budgetLabel(request)}</Detail>
      <Detail label="Timeline">{timeframeLabel(request)}</Detail>
      <Detail label="Priority">{priorityLabel(request)}</Detail>
      <Detail label="Client name">{clientName(request)}</Detail>
      <Detail label="Email">{request.email}</Detail>
      {request.company && <Detail label="Company">{request.company}</Detail>}
      {request.phone && <Detail label="Phone">{request.phone}</Detail>}
      {request.website && <Detail label="Website">{request.website}</Detail>}
    </dl>
  );
}

/**
 * Part 2 §5: the cost is sent only when the box is not empty, as a decimal; status and notes always. The
 * server's checks (two decimals, not negative, the notes' length) come back on their fields.
 */
function EditForm({ request, onDone }: { request: AdminServiceRequest; onDone: () => void }) {
  const [status, setStatus] = useState<ServiceRequestStatus>(request.status);
  const [cost, setCost] = useState(request.estimatedCost === null ? '' : String(request.estimatedCost));
  const [notes, setNotes] = useState(request.adminNotes ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateServiceRequestMutation(request.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = cost.trim();
    const estimatedCost = trimmed === '' ? undefined : Number(trimmed);
    if (estimatedCost !== undefined && !Number.isFinite(estimatedCost)) {
      setErrors({ estimatedCost: 'Estimated cost must be a number' });
      return;
    }
    setErrors({});
    update.mutate(
      { status, adminNotes: notes, estimatedCost },
      {
        onSuccess: onDone,
        onError: (error) => {
          const refused = errorField(error);
          if (refused && ['status', 'estimatedCost', 'adminNotes'].includes(refused.field)) {
            setErrors({ [refused.field]: refused.message });
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <SelectField
        id={`service-request-${request.id}-status`}
        label="Status"
        value={status}
        onValueChange={(value) => setStatus(value as ServiceRequestStatus)}
        options={STATUS_OPTIONS}
        error={errors.status}
      />
      <TextField
        id={`service-request-${request.id}-cost`}
        label="Estimated Cost ($)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        placeholder="Enter estimated cost"
        value={cost}
        onChange={(event) => setCost(event.target.value)}
        error={errors.estimatedCost}
      />
      <TextareaField
        id={`service-request-${request.id}-notes`}
        label="Admin Notes"
        rows={6}
        maxLength={MAX_SERVICE_ADMIN_NOTES_LENGTH}
        placeholder="Add notes about this request..."
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        error={errors.adminNotes}
      />
      <ServiceRequestHistory requestId={request.id} />
      <DialogFormFooter submitLabel="Update Request" pendingLabel="Updating..." pending={update.isPending} />
    </form>
  );
}

/** Part 2 §2, 'Edit Service Request': the details, then the administrator's status, cost and notes. */
export function EditServiceRequestDialog({
  request,
  onClose,
}: {
  request: AdminServiceRequest | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        {request && (
          <>
            <DialogHeader>
              <DialogTitle>Edit Service Request</DialogTitle>
              <DialogDescription>
                Update the status, estimated cost and notes of this request.
              </DialogDescription>
            </DialogHeader>
            <RequestDetails request={request} />
            {/* Keyed by the request: another request starts from its own values. */}
            <EditForm key={request.id} request={request} onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
