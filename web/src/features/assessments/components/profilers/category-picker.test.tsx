import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildGroup } from '../../utils/profiler-fixtures';
import { CategoryPicker } from './category-picker';

const careers = buildGroup({ title: 'Careers' });
const wellbeing = buildGroup({ title: 'Wellbeing' });
const archived = buildGroup({ title: 'Archived', isActive: false });

function renderPicker(onSave = vi.fn(async () => true)) {
  render(
    <div>
      <CategoryPicker
        profiler={{ categoryId: careers.id, category: { id: careers.id, title: careers.title } }}
        groups={[careers, wellbeing, archived]}
        busy={false}
        disabled={false}
        onSave={onSave}
      />
      <p>Somewhere else</p>
    </div>,
  );
  return { user: userEvent.setup(), onSave };
}

async function startChange(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Change' }));
  return screen.getByRole('combobox', { name: 'Category:' }) as HTMLSelectElement;
}

describe('CategoryPicker', () => {
  it('offers no category and the active groups, and marks a changed choice Unsaved', async () => {
    const { user } = renderPicker();
    const select = await startChange(user);
    expect([...select.options].map((option) => option.text)).toEqual(['No category', 'Careers', 'Wellbeing']);
    expect(screen.queryByText('Unsaved')).toBeNull();

    await user.selectOptions(select, wellbeing.id);
    expect(screen.getByText('Unsaved')).toBeTruthy();
  });

  it('saves the draft with Save', async () => {
    const { user, onSave } = renderPicker();
    await user.selectOptions(await startChange(user), wellbeing.id);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(wellbeing.id);
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('saves "no category" as null', async () => {
    const { user, onSave } = renderPicker();
    await user.selectOptions(await startChange(user), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(null);
  });

  it('discards the draft with Cancel', async () => {
    const { user, onSave } = renderPicker();
    await user.selectOptions(await startChange(user), wellbeing.id);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Careers')).toBeTruthy();

    // Reopening starts from the saved category again, not the discarded draft.
    expect((await startChange(user)).value).toBe(careers.id);
    expect(screen.queryByText('Unsaved')).toBeNull();
  });

  it('saves the draft on a click outside', async () => {
    const { user, onSave } = renderPicker();
    await user.selectOptions(await startChange(user), wellbeing.id);
    await user.click(screen.getByText('Somewhere else'));
    expect(onSave).toHaveBeenCalledWith(wellbeing.id);
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('just closes on a click outside when nothing changed', async () => {
    const { user, onSave } = renderPicker();
    await startChange(user);
    await user.click(screen.getByText('Somewhere else'));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('keeps the draft open when saving fails', async () => {
    const { user } = renderPicker(vi.fn(async () => false));
    await user.selectOptions(await startChange(user), wellbeing.id);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Unsaved')).toBeTruthy();
  });
});
