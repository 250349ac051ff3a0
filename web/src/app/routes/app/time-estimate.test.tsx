import { estimateMinutes } from '@pathwise/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CatalogueCard } from '@/features/assessments/components/catalogue/catalogue-card';
import { AssessmentIntro } from '@/features/attempts/components/taking/assessment-intro';
import { buildIntro } from '@/features/attempts/utils/attempt-fixtures';
import { renderWithProviders } from '@/testing/test-utils';

/**
 * Decision 015: the dashboard's tile and the intro page show the same time, worked out once by the
 * server with `estimateMinutes` (contract/src/time-estimate.ts) over the questions the person sees,
 * and say it in the same words (`time.aboutMinutes`). The server test
 * (catalogue.progress.routes.test.ts) checks that list and intro carry the same figure.
 */
describe('time estimates', () => {
  it.each([
    { RATING: 50 }, // the IPIP-50: 400 s
    { MULTIPLE_CHOICE: 4, RATING: 3, YES_NO: 2, TEXT: 1 }, // 60 + 24 + 12 + 60 = 156 s
  ])('tile and intro say the same for %o', (counts) => {
    const minutes = estimateMinutes(counts);
    const profiler = buildIntro({ estimatedMinutes: minutes });
    renderWithProviders(
      <div>
        <div data-testid="tile">
          <CatalogueCard profiler={profiler} href="/assessment/x" />
        </div>
        <div data-testid="intro">
          <AssessmentIntro
            assessment={profiler}
            openAttempt={null}
            onStart={() => {}}
            starting={false}
            startError={null}
          />
        </div>
      </div>,
    );
    const text = `About ${minutes} min`;
    expect(within(screen.getByTestId('tile')).getByText(text)).toBeTruthy();
    expect(within(screen.getByTestId('intro')).getByText(text)).toBeTruthy();
  });
});
