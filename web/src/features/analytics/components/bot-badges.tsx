import { ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { BotTypeBadge as PaletteBadge } from '@/components/bot-type-badge';
import { Badge, type StatusVariant } from '@/components/ui/badge';
import { botTypeLabel } from '../analytics-filters';
import type { BotStatus } from '../analytics-format';

export function BotTypeBadge({ type }: { type: string }) {
  return <PaletteBadge type={type}>{botTypeLabel(type)}</PaletteBadge>;
}

const VERIFICATION_BADGES = {
  verified: { label: 'Verified', icon: ShieldCheck, variant: 'success' },
  spoofed: { label: 'Spoofed', icon: ShieldAlert, variant: 'danger' },
  unverifiable: { label: 'Unverifiable', icon: ShieldQuestion, variant: 'neutral' },
} as const;

export type VerificationState = keyof typeof VERIFICATION_BADGES;

/** Whether the hit came from the operator's published addresses (verified) or only claims to (spoofed). */
export function VerificationBadge({ verification }: { verification: VerificationState }) {
  const badge = VERIFICATION_BADGES[verification] ?? VERIFICATION_BADGES.unverifiable;
  const Icon = badge.icon;
  return (
    <Badge variant={badge.variant}>
      <Icon aria-hidden="true" className="size-3" />
      {badge.label}
    </Badge>
  );
}

const STATUS_VARIANTS: Record<BotStatus, StatusVariant> = {
  Active: 'success',
  Idle: 'warning',
  Inactive: 'neutral',
  Unknown: 'neutral',
};

export function StatusBadge({ status }: { status: BotStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{status}</Badge>;
}
