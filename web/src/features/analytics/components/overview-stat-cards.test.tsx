import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { definitionListProblems } from '@/testing/definition-list';
import { renderWithProviders } from '@/testing/test-utils';
import { OverviewStatCards } from './overview-stat-cards';

describe('OverviewStatCards', () => {
  it('is one valid definition list: a term and a definition per card, icons inside the terms', () => {
    const { container } = renderWithProviders(
      <OverviewStatCards
        figures={{
          totalAssessments: 12,
          activeAssessments: 9,
          totalUsers: 1234,
          totalTestAttempts: 340,
          completedAttempts: null,
        }}
      />,
    );
    const lists = container.querySelectorAll('dl');
    expect(lists).toHaveLength(1);
    expect(definitionListProblems(lists[0] as Element)).toEqual([]);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Total assessments',
      'Users',
      'Total attempts',
      'Completed attempts',
    ]);
    const assessments = screen.getByTestId('stat-assessments');
    expect(within(assessments).getByRole('definition').textContent).toBe('129 active');
    expect(within(screen.getByTestId('stat-completed')).getByRole('definition').textContent).toBe('—Unknown');
    for (const icon of container.querySelectorAll('svg.lucide')) expect(icon.closest('dt')).not.toBeNull();
  });
});
