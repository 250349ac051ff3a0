import { paths } from '@/config/paths';

/** The search parameter that opens the profiler screen with its create form shown. */
export const CREATE_PROFILER_PARAM = 'create';

export function createProfilerHref(): string {
  return `${paths.admin.assessments.getHref()}?${CREATE_PROFILER_PARAM}=1`;
}
