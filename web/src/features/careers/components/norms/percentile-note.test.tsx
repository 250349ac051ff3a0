import type { PercentilesResponse, TraitPercentile } from '@pathwise/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PercentileNote, type PercentilesState, usePercentileNotes } from './percentile-note';

const realistic = (overrides: Partial<TraitPercentile>): TraitPercentile => ({
  trait: 'Realistic',
  percentile: 72,
  cohort: { kind: 'everyone', educationLevel: null, ageBand: null, size: 1240 },
  reason: null,
  message: null,
  ...overrides,
});

const textOf = (percentile: TraitPercentile) => {
  const { unmount } = render(<PercentileNote percentile={percentile} />);
  const text = screen.getByTestId('percentile-note').textContent;
  unmount();
  return text;
};

describe('PercentileNote', () => {
  it('names the share and the cohort it was read against, with its size', () => {
    expect(textOf(realistic({}))).toBe('Higher than 72% of people who took this (everyone, 1,240)');
    expect(
      textOf(
        realistic({
          percentile: 5,
          cohort: { kind: 'education', educationLevel: 'bachelor', ageBand: null, size: 310 },
        }),
      ),
    ).toBe('Higher than 5% of people who took this (people with your education level, 310)');
    expect(
      textOf(
        realistic({
          percentile: 0,
          cohort: { kind: 'age_education', educationLevel: 'bachelor', ageBand: '25-34', size: 120 },
        }),
      ),
    ).toBe('Higher than 0% of people who took this (people aged 25–34 with your education level, 120)');
  });

  it('gives the reason when no cohort has 100 people', () => {
    expect(
      textOf(realistic({ percentile: null, cohort: null, reason: 'too_few_people', message: 'x' })),
    ).toBe('Fewer than 100 people have taken this yet, so there is no comparison.');
  });
});

function Notes({ state }: { state: PercentilesState }) {
  const notes = usePercentileNotes(state, [{ trait: 'Realistic' }, { trait: 'Social' }]);
  return (
    <div>
      <ul>
        {['Realistic', 'Social'].map((trait) => (
          <li key={trait} data-testid={`bar-${trait}`}>
            {notes.byTrait[trait] ?? 'none'}
          </li>
        ))}
      </ul>
      <div data-testid="whole">{notes.whole ?? 'none'}</div>
    </div>
  );
}

describe('usePercentileNotes', () => {
  const data: PercentilesResponse = {
    computedAt: '2026-11-25T03:07:00.000Z',
    traits: [
      realistic({}),
      realistic({ trait: 'Social', percentile: null, cohort: null, reason: 'too_few_people' }),
    ],
  };

  it('gives each bar its own line by trait name', () => {
    render(<Notes state={{ data, isPending: false, isError: false }} />);
    expect(screen.getByTestId('bar-Realistic').textContent).toContain('Higher than 72%');
    expect(screen.getByTestId('bar-Social').textContent).toContain('Fewer than 100 people');
    expect(screen.getByTestId('whole').textContent).toBe('none');
  });

  it('says once, under the chart, that it is loading or that the comparison is unavailable', () => {
    const { unmount } = render(<Notes state={{ isPending: true, isError: false }} />);
    expect(screen.getByTestId('whole').textContent).toBe('Comparing with others who took this…');
    expect(screen.getByTestId('bar-Realistic').textContent).toBe('none');
    unmount();
    render(<Notes state={{ isPending: false, isError: true }} />);
    expect(screen.getByTestId('whole').textContent).toBe(
      'The comparison with others is unavailable right now.',
    );
    expect(screen.getByTestId('bar-Social').textContent).toBe('none');
  });

  it('says the reason once when every trait has the same one, not under each bar', () => {
    const tooFew = { percentile: null, cohort: null, reason: 'too_few_people' as const };
    const allTooFew: PercentilesResponse = {
      ...data,
      traits: [realistic(tooFew), realistic({ ...tooFew, trait: 'Social' })],
    };
    render(<Notes state={{ data: allTooFew, isPending: false, isError: false }} />);
    expect(screen.getByTestId('whole').textContent).toBe(
      'Fewer than 100 people have taken this yet, so there is no comparison.',
    );
    expect(screen.getByTestId('bar-Realistic').textContent).toBe('none');
    expect(screen.getByTestId('bar-Social').textContent).toBe('none');
  });

  it('leaves a bar without a line when the response does not name its trait', () => {
    render(
      <Notes state={{ data: { ...data, traits: [realistic({})] }, isPending: false, isError: false }} />,
    );
    expect(screen.getByTestId('bar-Social').textContent).toBe('none');
  });
});
