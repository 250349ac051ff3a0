import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProfiler } from '../../utils/profiler-fixtures';
import { TargetingDialog } from './targeting-dialog';

function renderDialog(profiler = buildProfiler()) {
  const onSave = vi.fn(async () => true);
  const onOpenChange = vi.fn();
  render(
    <TargetingDialog profiler={profiler} open onOpenChange={onOpenChange} busy={false} onSave={onSave} />,
  );
  return { user: userEvent.setup(), onSave, onOpenChange };
}

const skills = () => within(screen.getByRole('group', { name: 'Skills' }));
const customSkill = () => screen.getByLabelText('Add to Skills');

describe('TargetingDialog', () => {
  it('adds a trimmed custom skill with Enter, without submitting the form', async () => {
    const { user, onSave } = renderDialog();
    await user.type(customSkill(), '   Rust  {Enter}');
    expect(skills().getByText('Rust')).toBeTruthy();
    expect(skills().getByRole('button', { name: 'Remove Rust' })).toBeTruthy();
    expect((customSkill() as HTMLInputElement).value).toBe('');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('never adds a blank entry or the same one twice', async () => {
    const { user } = renderDialog();
    await user.type(customSkill(), '    {Enter}');
    await user.type(customSkill(), 'Rust{Enter}');
    await user.type(customSkill(), 'rust{Enter}');
    expect(skills().getAllByRole('button', { name: /^Remove / })).toHaveLength(1);

    // A custom entry spelled like a preset selects the preset.
    await user.type(customSkill(), ' python {Enter}');
    expect(skills().getByRole('button', { name: 'Python' }).getAttribute('aria-pressed')).toBe('true');
    expect(skills().getAllByRole('button', { name: /^Remove / })).toHaveLength(1);
  });

  it('refuses ages and priority outside 0–100 and a maximum age below the minimum', async () => {
    const { user, onSave } = renderDialog();
    await user.type(screen.getByLabelText('Minimum age'), '101');
    await user.clear(screen.getByLabelText('Priority'));
    await user.type(screen.getByLabelText('Priority'), '-1');
    await user.click(screen.getByRole('button', { name: 'Save targeting' }));
    expect(screen.getAllByText('Enter a whole number from 0 to 100')).toHaveLength(2);
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Minimum age'));
    await user.type(screen.getByLabelText('Minimum age'), '30');
    await user.type(screen.getByLabelText('Maximum age'), '20');
    await user.clear(screen.getByLabelText('Priority'));
    await user.click(screen.getByRole('button', { name: 'Save targeting' }));
    expect(screen.getByText('Must not be below the minimum age')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the whole targeting, with priority 0 by default and blank ages as none', async () => {
    const { user, onSave, onOpenChange } = renderDialog(
      buildProfiler({ targetSkills: ['Python'], targetInterests: ['Gardening'], priority: 0 }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Bachelor' }));
    await user.click(screen.getByRole('checkbox', { name: 'Student' }));
    await user.click(skills().getByRole('button', { name: 'React' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Interests' })).getByRole('button', { name: 'Design' }),
    );
    await user.type(screen.getByLabelText('Minimum age'), '18');
    await user.clear(screen.getByLabelText('Priority'));
    await user.click(screen.getByRole('button', { name: 'Save targeting' }));

    expect(onSave).toHaveBeenCalledWith({
      targetEducationLevels: ['bachelor'],
      targetExperienceLevels: ['student'],
      targetSkills: ['Python', 'React'],
      targetInterests: ['Gardening', 'Design'],
      minAge: 18,
      maxAge: null,
      priority: 0,
    });
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('keeps its bounds on the number fields for the browser too', () => {
    renderDialog();
    const priority = screen.getByLabelText('Priority') as HTMLInputElement;
    expect([priority.min, priority.max, priority.value]).toEqual(['0', '100', '0']);
  });
});
