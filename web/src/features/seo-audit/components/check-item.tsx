import { CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type CheckItemProps = {
  /** null: neither passed nor failed (not checked, or optional and absent). */
  passed: boolean | null;
  label: string;
  detail?: ReactNode;
  /** The outcome in words when null ('Not checked' by default). */
  neutralText?: string;
};

/** One check's line; the outcome is said in words too, not by colour and icon alone. */
export function CheckItem({ passed, label, detail, neutralText = 'Not checked' }: CheckItemProps) {
  const Icon = passed === null ? CircleMinus : passed ? CircleCheck : CircleX;
  const tone = passed === null ? 'text-slate-500' : passed ? 'text-green-700' : 'text-red-700';
  return (
    <li className="flex items-start gap-3 py-2">
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', tone)} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-900">
          {label}
          <span className={cn('ml-2 text-xs font-semibold', tone)}>
            {passed === null ? neutralText : passed ? 'Passed' : 'Failed'}
          </span>
        </p>
        {detail && <p className="text-sm break-words text-slate-600">{detail}</p>}
      </div>
    </li>
  );
}
