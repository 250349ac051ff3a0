import { JOB_ZONES, type JobZone } from '@pathwise/contract';

const LOWEST: JobZone = 2;
const HIGHEST: JobZone = 5;

/** A Job Zone as the careers screens name it: O*NET's old zone 1 is the merged "1-2" (2), anything else the nearest zone. */
export function toJobZone(zone: number): JobZone {
  if ((JOB_ZONES as readonly number[]).includes(zone)) return zone as JobZone;
  return zone < LOWEST ? LOWEST : HIGHEST;
}
