import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionErrorBoundary } from './question-error-boundary';
import { QuestionOptionsView } from './question-options-view';

function Broken(): never {
  throw new Error('unreadable question');
}

afterEach(() => vi.restoreAllMocks());

describe('QuestionErrorBoundary', () => {
  it("shows 'Error loading question' with the id instead of a question that fails to render", () => {
    // React reports the caught error on the console; that report is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ul>
        <li>
          <QuestionErrorBoundary questionId="q-42">
            <Broken />
          </QuestionErrorBoundary>
        </li>
        <li>
          <QuestionErrorBoundary questionId="q-43">
            <p>Still here</p>
          </QuestionErrorBoundary>
        </li>
      </ul>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Error loading question');
    expect(screen.getByText('Question ID: q-42')).toBeTruthy();
    expect(screen.getByText('Still here')).toBeTruthy();
    expect(consoleError).toHaveBeenCalled();
  });
});

describe('QuestionOptionsView', () => {
  it("shows 'Error loading options' for options that cannot be read", () => {
    render(<QuestionOptionsView options="{not json" />);
    expect(screen.getByRole('alert').textContent).toBe('Error loading options');
  });

  it("shows 'No options available' when there are none", () => {
    render(<QuestionOptionsView options={[]} />);
    expect(screen.getByText('No options available')).toBeTruthy();
  });

  it('lists readable options with letters, from objects or a JSON string', () => {
    render(
      <QuestionOptionsView
        options={JSON.stringify(['Often', { label: 'Never', explanation: 'Not once' }])}
      />,
    );
    expect(screen.getByText('Often')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    expect(screen.getByText('Not once')).toBeTruthy();
  });
});
