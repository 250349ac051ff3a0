import {
  ANALYTICS_TIME_RANGES,
  type AnalyticsTimeRange,
  DEFAULT_ANALYTICS_TIME_RANGE,
} from '@pathwise/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The address parameter that keeps the analytics screen's time range (shareable, survives reload). */
export const RANGE_PARAM = 'range';

export function isAnalyticsTimeRange(value: unknown): value is AnalyticsTimeRange {
  return (ANALYTICS_TIME_RANGES as readonly unknown[]).includes(value);
}

/**
 * The time range in `?range=` (spec §9: 7d, 30d default, 90d, 1y); an unknown value reads as the
 * default. Changing it replaces the history entry, as the referrals console's period does.
 */
export function useRangeParam(): [AnalyticsTimeRange, (next: AnalyticsTimeRange) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(RANGE_PARAM);
  const range = isAnalyticsTimeRange(value) ? value : DEFAULT_ANALYTICS_TIME_RANGE;
  const setRange = useCallback(
    (next: AnalyticsTimeRange) =>
      setSearchParams(
        (params) => {
          params.set(RANGE_PARAM, next);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [range, setRange];
}
