import type { Prompt } from '@pathwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderWithProviders, signIn } from '@/testing/test-utils';
import { ASSESSMENT_ID, buildPrompt } from '../../utils/catalogue-fixtures';
import { PromptsDialog } from './prompts-dialog';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const patch = vi.mocked(api.patch);
const del = vi.mocked(api.delete);
const BASE = `/admin/assessments/${ASSESSMENT_ID}/prompts`;

/** Serves the prompt list and the active prompt (or its failure). */
function serve(prompts: Prompt[], active: Prompt | null | Error = prompts.find((p) => p.isActive) ?? null) {
  get.mockImplementation(async (path: string) => {
    if (path === BASE) return { prompts };
    if (path === `${BASE}/active`) {
      if (active instanceof Error) throw active;
      return { prompt: active };
    }
    if (path === '/admin/prompts/placeholders') {
      return { placeholders: [{ name: 'name', description: "The person's name" }] };
    }
    if (path === '/admin/prompts/templates/career-report') {
      return { template: 'Career template for {{name}}', systemPrompt: 'Be kind.' };
    }
    throw new Error(`unexpected GET ${path}`);
  });
}

function renderDialog() {
  renderWithProviders(
    <PromptsDialog assessment={{ id: ASSESSMENT_ID, title: 'Career Compass' }} onClose={vi.fn()} />,
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
});

describe('PromptsDialog notices (spec §4)', () => {
  it('names the active version', async () => {
    serve([buildPrompt({ version: 2, isActive: true }), buildPrompt({ version: 1 })]);
    renderDialog();
    expect((await screen.findByTestId('prompt-notice')).textContent).toContain('Active prompt: version 2');
    expect(screen.getByText('2 versions')).toBeTruthy();
  });

  it('warns when prompts exist but none is active', async () => {
    serve([buildPrompt({ version: 1 })]);
    renderDialog();
    expect((await screen.findByTestId('prompt-notice')).textContent).toContain('No active prompt');
  });

  it('says when none is configured', async () => {
    serve([]);
    renderDialog();
    expect((await screen.findByTestId('prompt-notice')).textContent).toContain('No AI prompts configured');
  });

  it('counts a failure to get the active prompt as none', async () => {
    serve([buildPrompt({ version: 1, isActive: true })], new ApiError(500, 'INTERNAL', 'boom'));
    renderDialog();
    expect((await screen.findByTestId('prompt-notice')).textContent).toContain('No active prompt');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows 'Failed to load AI prompts' with a retry when the list fails", async () => {
    get.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'));
    serve([]);
    get.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'));
    renderDialog();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to load AI prompts');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('prompt-notice')).toBeTruthy();
  });
});

describe('PromptsDialog versions', () => {
  it('previews 200 characters of the text and 100 of the system prompt', async () => {
    const text = `${'t'.repeat(200)}HIDDEN`;
    const system = `${'s'.repeat(100)}HIDDEN`;
    serve([buildPrompt({ version: 3, promptText: text, systemPrompt: system }), buildPrompt({ version: 2 })]);
    renderDialog();
    const [long, short] = await screen.findAllByTestId('prompt-text-preview');
    expect(long?.textContent).toBe(`${'t'.repeat(200)}…`);
    expect(short?.textContent).toBe('Write a report for {{name}}.');
    const [system3, system2] = screen.getAllByTestId('system-prompt-preview');
    expect(system3?.textContent).toBe(`${'s'.repeat(100)}…`);
    expect(system2?.textContent).toBe('Default system prompt');
  });

  it("toggles a version and toasts 'Failed to toggle prompt' when that fails", async () => {
    serve([buildPrompt({ version: 1 })]);
    patch.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Prompt not found'));
    const user = renderDialog();
    await user.click(await screen.findByRole('switch', { name: 'Version 1 active' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to toggle prompt', {
        description: 'Prompt not found',
      }),
    );
    expect(patch.mock.calls[0]?.[0]).toMatch(/\/prompts\/.+\/toggle$/);
  });

  it('deletes a version after confirming', async () => {
    const prompt = buildPrompt({ version: 4, isActive: true });
    serve([prompt]);
    del.mockResolvedValue({ message: 'AI prompt deleted successfully!' });
    const user = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Delete version 4' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete version 4?' });
    expect(within(dialog).getByText(/This is the active version/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('AI prompt deleted successfully!'));
    expect(del).toHaveBeenCalledWith(`${BASE}/${prompt.id}`, undefined, { silent: true });
  });
});

describe('PromptsDialog create form', () => {
  it('requires the prompt text, flags unknown placeholders, then creates', async () => {
    serve([]);
    post.mockResolvedValue({ prompt: buildPrompt({ isActive: true }), message: 'ok' });
    const user = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'New prompt' }));
    expect(screen.getByText('Leave blank to use the default system prompt.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create prompt' }));
    expect(toast.error).toHaveBeenCalledWith('Assessment ID and prompt text are required');

    const text = screen.getByRole('textbox', { name: 'Prompt text' });
    await user.click(text);
    await user.paste('Hello {{nickname}} ');
    expect(screen.getByText('Unknown placeholders: {{nickname}}')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create prompt' }));
    expect(post).not.toHaveBeenCalled();

    await user.clear(text);
    await user.paste('Hello ');
    await user.click(screen.getByRole('button', { name: 'Insert name' }));
    expect((text as HTMLTextAreaElement).value).toBe('Hello {{name}}');
    await user.click(screen.getByRole('button', { name: 'Create prompt' }));

    expect(post).toHaveBeenCalledWith(
      BASE,
      { promptText: 'Hello {{name}}', systemPrompt: null },
      { silent: true },
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('AI prompt created successfully!'));
    expect(await screen.findByTestId('prompt-notice')).toBeTruthy();
  });

  it('inserts a template, asking before it replaces written text', async () => {
    serve([]);
    const user = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'New prompt' }));
    const text = screen.getByRole('textbox', { name: 'Prompt text' }) as HTMLTextAreaElement;
    await user.click(text);
    await user.paste('My own words');

    await user.click(screen.getByRole('button', { name: 'Use template' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the prompt text?' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace text' }));
    expect(text.value).toBe('Career template for {{name}}');
    expect(
      (screen.getByRole('textbox', { name: 'System prompt (optional)' }) as HTMLTextAreaElement).value,
    ).toBe('Be kind.');
  });

  it("toasts 'Failed to load template' when the template cannot be fetched", async () => {
    serve([]);
    const user = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'New prompt' }));
    get.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'));
    await user.click(screen.getByRole('button', { name: 'Use template' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to load template', undefined));
  });
});
