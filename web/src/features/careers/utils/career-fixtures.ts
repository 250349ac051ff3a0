import type { CareerMatch, CareersResponse } from '@pathwise/contract';

/* Builders for the careers screens' tests: valid contract objects with overrides. */

export const CAREERS_ATTEMPT_ID = '33333333-0000-4000-8000-000000000001';

export function buildCareer(overrides: Partial<CareerMatch> = {}): CareerMatch {
  return {
    code: '15-1252.00',
    title: 'Software Developers',
    description:
      'Research, design, and develop computer and network software or specialized utility programs.',
    fit: 'best',
    correlation: 0.812,
    jobZone: 4,
    highPointCode: 'ICR',
    interests: { R: 3.93, I: 5.86, A: 2.26, S: 1.88, E: 1.87, C: 5.46 },
    ...overrides,
  };
}

/** `count` careers numbered from `from`, best first, each with its own code and title. */
export function buildCareers(count: number, from = 1): CareerMatch[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return buildCareer({
      code: `19-${String(1000 + n).padStart(4, '0')}.00`,
      title: `Occupation ${n}`,
      correlation: Math.max(0, 0.9 - n * 0.005),
      fit: n <= 20 ? 'best' : n <= 40 ? 'great' : 'good',
    });
  });
}

export function buildCareersResponse(overrides: Partial<CareersResponse> = {}): CareersResponse {
  return {
    status: 'matched',
    careers: [
      buildCareer(),
      buildCareer({
        code: '29-1141.00',
        title: 'Registered Nurses',
        description: 'Assess patient health problems and needs, develop and implement nursing care plans.',
        fit: 'great',
        correlation: 0.65,
        highPointCode: 'SIC',
        interests: { R: 3.66, I: 4.82, A: 1.31, S: 5.62, E: 2.28, C: 4.58 },
      }),
      buildCareer({
        code: '27-1024.00',
        title: 'Graphic Designers',
        description: 'Design or create graphics to meet specific commercial or promotional needs.',
        fit: 'good',
        correlation: 0.214,
        highPointCode: 'A',
        interests: { R: 3.2, I: 2.83, A: 7, S: 2.31, E: 3.61, C: 3.78 },
      }),
    ],
    total: 3,
    jobZone: 4,
    jobZoneSource: 'screening',
    profile: { R: 40, I: 90, A: 30, S: 20, E: 25, C: 80 },
    onetRelease: '29.3',
    ...overrides,
  };
}
