import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProfiler } from '../../utils/profiler-fixtures';
import { DuplicateDialog } from './duplicate-dialog';

const profiler = buildProfiler({ title: 'Career Compass', description: 'Find the work that fits you' });

function renderDialog(onDuplicate = vi.fn(async () => true)) {
  const onOpenChange = vi.fn();
  render(
    <DuplicateDialog
      profiler={profiler}
      open
      onOpenChange={onOpenChange}
      busy={false}
      onDuplicate={onDuplicate}
    />,
  );
  return { user: userEvent.setup(), onDuplicate, onOpenChange };
}

describe('DuplicateDialog', () => {
  it('starts from "<title> (Copy)" and the original description, and says the copy starts inactive', () => {
    renderDialog();
    expect((screen.getByLabelText('New title') as HTMLInputElement).value).toBe('Career Compass (Copy)');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'Find the work that fits you',
    );
    expect(screen.getByText(/The copy starts inactive/)).toBeTruthy();
  });

  it('duplicates with the defaults and closes', async () => {
    const { user, onDuplicate, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(onDuplicate).toHaveBeenCalledWith('Career Compass (Copy)', 'Find the work that fits you');
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('refuses a blank title', async () => {
    const { user, onDuplicate } = renderDialog();
    await user.clear(screen.getByLabelText('New title'));
    await user.type(screen.getByLabelText('New title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(onDuplicate).not.toHaveBeenCalled();
  });

  it('stays open when duplicating fails', async () => {
    const { user, onOpenChange } = renderDialog(vi.fn(async () => false));
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
