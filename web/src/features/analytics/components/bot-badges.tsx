import { ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { botTypeLabel } from '../analytics-filters';
import type { BotStatus } from '../analytics-format';

export const BOT_TYPE_STYLES: Record<string, string> = {
  ai_crawler: 'border-purple-200 bg-purple-50 text-purple-800',
  search_engine: 'border-blue-200 bg-blue-50 text-blue-800',
  social_media: 'border-pink-200 bg-pink-50 text-pink-800',
  other: 'border-slate-200 bg-slate-50 text-slate-700',
};

export function BotTypeBadge({ type }: { type: string }) {
  return (
    <Badge variant="outline" className={BOT_TYPE_STYLES[type] ?? BOT_TYPE_STYLES.other}>
      {botTypeLabel(type)}
    </Badge>
  );
}

const VERIFICATION_STYLES = {
  verified: {
    label: 'Verified',
    icon: ShieldCheck,
    className: 'border-green-200 bg-green-50 text-green-800',
  },
  spoofed: { label: 'Spoofed', icon: ShieldAlert, className: 'border-red-200 bg-red-50 text-red-800' },
  unverifiable: {
    label: 'Unverifiable',
    icon: ShieldQuestion,
    className: 'border-slate-200 bg-slate-50 text-slate-700',
  },
} as const;

export type VerificationState = keyof typeof VERIFICATION_STYLES;

/** Whether the hit came from the operator's published addresses (verified) or only claims to (spoofed). */
export function VerificationBadge({ verification }: { verification: VerificationState }) {
  const style = VERIFICATION_STYLES[verification] ?? VERIFICATION_STYLES.unverifiable;
  const Icon = style.icon;
  return (
    <Badge variant="outline" className={style.className}>
      <Icon aria-hidden="true" className="size-3" />
      {style.label}
    </Badge>
  );
}

const STATUS_STYLES: Record<BotStatus, string> = {
  Active: 'bg-green-100 text-green-800',
  Idle: 'bg-amber-100 text-amber-900',
  Inactive: 'bg-slate-100 text-slate-700',
  Unknown: 'bg-slate-100 text-slate-500',
};

export function StatusBadge({ status }: { status: BotStatus }) {
  return <Badge className={cn('border-transparent', STATUS_STYLES[status])}>{status}</Badge>;
}
