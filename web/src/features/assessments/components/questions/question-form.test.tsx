import { TRAIT_TYPE_UPDATED_EVENT } from '@pathwise/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { emptyDraft, type QuestionDraft } from '../../utils/question-draft';
import { QuestionForm } from './question-form';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const get = vi.mocked(api.get);
const onSubmit = vi.fn<(draft: QuestionDraft) => void>();

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  get.mockResolvedValue({ builtIn: ['Artistic', 'Social'], custom: [] });
});

function renderForm(initial: QuestionDraft = emptyDraft()) {
  renderWithProviders(
    <QuestionForm
      initial={initial}
      submitLabel="Create question"
      busy={false}
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
  return userEvent.setup();
}

const optionInputs = () => screen.queryAllByRole('textbox', { name: /^Option \d+$/ });
const typeSelect = () => screen.getByRole('combobox', { name: 'Type' });

describe('QuestionForm options', () => {
  it('starts a multiple-choice question with 4 empty options', () => {
    renderForm();
    expect((typeSelect() as HTMLSelectElement).value).toBe('MULTIPLE_CHOICE');
    expect(optionInputs().map((input) => (input as HTMLInputElement).value)).toEqual(['', '', '', '']);
  });

  it('removes an option only after confirming, and only while more than 2 remain', async () => {
    const user = renderForm();
    await user.type(optionInputs()[3] as HTMLElement, 'Rarely');

    await user.click(screen.getByRole('button', { name: 'Remove option 4' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this option?' });
    expect(within(dialog).getByText('“Rarely” will be removed from the question.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(optionInputs()).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Remove option 4' }));
    await user.click(screen.getByRole('button', { name: 'Remove option' }));
    expect(optionInputs()).toHaveLength(3);
    expect(screen.queryByDisplayValue('Rarely')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove option 3' }));
    await user.click(screen.getByRole('button', { name: 'Remove option' }));
    expect(optionInputs()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Remove option \d$/ })).toBeNull();
  });

  it('needs two options with text before saving a multiple-choice question', async () => {
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Question text' }), 'Pick one');
    await user.type(optionInputs()[0] as HTMLElement, 'Only this');
    await user.click(screen.getByRole('button', { name: 'Create question' }));
    expect(screen.getByText('A multiple-choice question needs at least 2 options')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(optionInputs()[2] as HTMLElement, 'Or this');
    await user.click(screen.getByRole('button', { name: 'Create question' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('requires the question text', async () => {
    const user = renderForm({ ...emptyDraft(), type: 'TEXT', options: [] });
    await user.click(screen.getByRole('button', { name: 'Create question' }));
    expect(screen.getByText('Question text is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('QuestionForm type changes (spec §4)', () => {
  it('asks before leaving multiple choice when an option has text, then clears the options', async () => {
    const user = renderForm();
    await user.type(optionInputs()[0] as HTMLElement, 'Often');

    await user.selectOptions(typeSelect(), 'TEXT');
    const dialog = screen.getByRole('alertdialog', { name: 'Change the question type?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((typeSelect() as HTMLSelectElement).value).toBe('MULTIPLE_CHOICE');
    expect(screen.getByDisplayValue('Often')).toBeTruthy();

    await user.selectOptions(typeSelect(), 'TEXT');
    await user.click(screen.getByRole('button', { name: 'Change type' }));
    expect((typeSelect() as HTMLSelectElement).value).toBe('TEXT');
    expect(optionInputs()).toHaveLength(0);
  });

  it('changes without asking when the options are empty, and comes back to four empty options', async () => {
    const user = renderForm();
    await user.selectOptions(typeSelect(), 'RATING');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(optionInputs()).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: /Reverse-scored/ })).toBeTruthy();

    await user.selectOptions(typeSelect(), 'MULTIPLE_CHOICE');
    expect(optionInputs().map((input) => (input as HTMLInputElement).value)).toEqual(['', '', '', '']);
    expect(screen.queryByRole('checkbox', { name: /Reverse-scored/ })).toBeNull();
  });
});

describe('QuestionForm trait picker', () => {
  it('offers a blank default, the built-in and the custom types, refreshed on trait-type-updated', async () => {
    renderForm();
    const picker = screen.getByRole('combobox', { name: 'Trait type' }) as HTMLSelectElement;
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Social' })).toBeTruthy());
    expect(picker.value).toBe('');
    expect(within(picker).getByRole('option', { name: 'No trait' })).toBeTruthy();
    expect(within(picker).queryByRole('option', { name: 'Grit' })).toBeNull();

    get.mockResolvedValue({
      builtIn: ['Artistic', 'Social'],
      custom: [{ id: 'x', name: 'Grit', description: '', questionCount: 0, createdAt: '', updatedAt: '' }],
    });
    act(() => {
      window.dispatchEvent(new Event(TRAIT_TYPE_UPDATED_EVENT));
    });
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Grit' })).toBeTruthy());
  });
});
