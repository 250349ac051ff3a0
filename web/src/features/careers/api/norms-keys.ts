/** Query keys of the norms: a person's percentiles (their own data) and the administrators' views. */
export const normsKeys = {
  percentiles: (attemptId: string) => ['norms', 'percentiles', attemptId] as const,
  adminDistributions: (assessmentId: string) => ['admin', 'norms', 'distributions', assessmentId] as const,
  adminStatus: () => ['admin', 'norms', 'status'] as const,
};
