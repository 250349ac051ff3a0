import type { NotificationType } from '@pathwise/contract';
import {
  Archive,
  BadgeCheck,
  ClipboardList,
  CreditCard,
  Download,
  FileText,
  Gift,
  type LucideIcon,
  PartyPopper,
  RotateCcw,
  TriangleAlert,
  UserPlus,
  UserRound,
  Wrench,
} from 'lucide-react';
import { cn } from '@/lib/cn';

const tones = {
  brand: 'bg-brand-50 text-brand-600',
  success: 'bg-emerald-50 text-emerald-600',
  warning: 'bg-amber-50 text-amber-600',
  danger: 'bg-rose-50 text-rose-600',
  neutral: 'bg-slate-100 text-slate-600',
} as const;

const icons: Record<NotificationType, [LucideIcon, keyof typeof tones]> = {
  student_joined: [UserPlus, 'brand'],
  test_completed: [BadgeCheck, 'success'],
  payment_successful: [CreditCard, 'success'],
  profile_completed: [UserRound, 'success'],
  report_available: [FileText, 'brand'],
  new_assessment: [ClipboardList, 'brand'],
  welcome: [PartyPopper, 'brand'],
  assessment_pending: [ClipboardList, 'warning'],
  profile_incomplete: [UserRound, 'warning'],
  system_maintenance: [Wrench, 'neutral'],
  update_available: [Download, 'neutral'],
  payment_received: [CreditCard, 'success'],
  payment_failed: [TriangleAlert, 'danger'],
  payment_failed_user: [TriangleAlert, 'danger'],
  payment_refunded: [RotateCcw, 'neutral'],
  payment_refunded_user: [RotateCcw, 'neutral'],
  data_export_ready: [Archive, 'success'],
  referral_reward: [Gift, 'success'],
};

export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const [Icon, tone] = icons[type] ?? [FileText, 'neutral'];
  return (
    <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', tones[tone])}>
      <Icon className="size-4" aria-hidden />
    </span>
  );
}
