import { render, screen, within } from '@testing-library/react';
import { Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { definitionListProblems } from '@/testing/definition-list';
import { Stat, StatList } from './stat';

describe('StatList / Stat', () => {
  it('renders figures as a valid definition list: each card a <div> with only its <dt> and <dd>s', () => {
    const { container } = render(
      <StatList>
        <Stat
          label="Users"
          icon={<Users className="absolute top-4 right-4" aria-hidden data-testid="icon" />}
          data-testid="stat-users"
        >
          1,234
        </Stat>
        <Stat label="Revenue" detail="12 paid">
          ₹5,000
        </Stat>
      </StatList>,
    );
    const list = container.querySelector('dl');
    expect(list).not.toBeNull();
    expect(definitionListProblems(list as Element)).toEqual([]);

    const users = screen.getByTestId('stat-users');
    expect(users.tagName).toBe('DIV');
    expect(within(users).getByRole('term').textContent).toBe('Users');
    expect(within(users).getByRole('definition').textContent).toBe('1,234');
    // The decorative icon sits inside the term, not loose in the card.
    expect(screen.getByTestId('icon').closest('dt')).toBe(within(users).getByRole('term'));

    const revenue = screen.getByText('Revenue').closest('div') as HTMLElement;
    expect(
      within(revenue)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['₹5,000', '12 paid']);
  });
});

describe('definitionListProblems', () => {
  const dl = (html: string) => {
    const element = document.createElement('dl');
    element.innerHTML = html;
    return element;
  };

  it('accepts plain and div-wrapped groups', () => {
    expect(
      definitionListProblems(dl('<dt>a</dt><dd>1</dd><div><dt>b</dt><dd>2</dd><dd>3</dd></div>')),
    ).toEqual([]);
  });

  it('finds what axe reports: a <section> card, a stray element in the group div, a dd before its dt', () => {
    expect(definitionListProblems(dl('<section><dt>a</dt><dd>1</dd></section>'))).toEqual([
      '<dl> holds a <section>',
    ]);
    expect(definitionListProblems(dl('<div><span></span><div><dt>a</dt><dd>1</dd></div></div>'))).toEqual([
      '<div> in the <dl> holds a <span>',
      '<div> in the <dl> holds a <div>',
      'a group reads "", not dt… dd…',
    ]);
    expect(definitionListProblems(dl('<div><dd>1</dd><dt>a</dt></div>'))).toEqual([
      'a group reads "dd dt", not dt… dd…',
    ]);
  });
});
