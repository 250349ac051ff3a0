import type { ReactNode } from 'react';
import { useProfilerAccess } from '../api/get-profiler-access';

/**
 * What a card knows about a paid profiler: still asking, unknown (not listed, or the check failed),
 * free, owned, pending (a payment awaits confirmation) or not owned (buy it).
 */
export type ProfilerAccessState = 'checking' | 'unknown' | 'free' | 'owned' | 'pending' | 'not_owned';

type ProfilerAccessGateProps = {
  assessmentId: string;
  children: (access: ProfilerAccessState) => ReactNode;
};

/** Reads the person's access to one profiler (the cards of a screen share one check-multiple call). */
export function ProfilerAccessGate({ assessmentId, children }: ProfilerAccessGateProps) {
  const access = useProfilerAccess(assessmentId);
  const state: ProfilerAccessState = access.isPending
    ? 'checking'
    : access.isError || !access.data
      ? 'unknown'
      : access.data.status;
  return children(state);
}
