import { DATA_EXPORT_IN_PROGRESS_MESSAGE, DATA_EXPORTS_PER_DAY, type DataExport } from '@pathwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '@/lib/api/download-file';
import { ApiError, api } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { renderWithProviders, signIn } from '@/testing/test-utils';
import { DataExportCard, formatFileSize } from './data-export-card';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('@/lib/api/download-file', () => ({ downloadFile: vi.fn() }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const save = vi.mocked(downloadFile);

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

function item(overrides: Partial<DataExport> = {}): DataExport {
  return {
    id: crypto.randomUUID(),
    status: 'queued',
    bytes: null,
    createdAt: ago(60_000),
    readyAt: null,
    expiresAt: null,
    ...overrides,
  };
}

/** GET /user/data-exports answers each list in turn, then the last one again. */
function listAnswers(...lists: DataExport[][]) {
  let call = 0;
  get.mockImplementation(async (path: string) => {
    if (path !== '/user/data-exports') throw new Error(`unexpected GET ${path}`);
    const exports = lists[Math.min(call, lists.length - 1)]!;
    call += 1;
    return { exports };
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn();
});

describe('DataExportCard', () => {
  it('explains what is included and queues an export: preparing, with progress', async () => {
    listAnswers([]);
    const queued = item();
    post.mockResolvedValue({ export: queued });
    renderWithProviders(<DataExportCard />);

    expect(await screen.findByText('What the file contains')).toBeTruthy();
    expect(screen.getByText(/Every profiler you started/)).toBeTruthy();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Download my data' }));

    expect(post).toHaveBeenCalledWith('/user/data-exports', undefined, { silent: true });
    expect(await screen.findByText('Preparing your data…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Preparing your data' })).toBeTruthy();
    expect(screen.getByText(/We'll notify you when it is ready/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download my data|Prepare a new download/ })).toBeNull();
  });

  it('polls while the export is prepared and offers the ZIP once ready', async () => {
    const id = crypto.randomUUID();
    const expiresAt = later(24 * HOUR);
    listAnswers(
      [item({ id, status: 'building' })],
      [item({ id, status: 'ready', bytes: 1_234_567, readyAt: ago(0), expiresAt })],
    );
    save.mockResolvedValue('pathwise-data-2026-11-25.zip');
    renderWithProviders(<DataExportCard />);

    expect(await screen.findByText('Preparing your data…')).toBeTruthy();
    // The card asks again every 3 seconds while it is being prepared.
    const download = await screen.findByRole('button', { name: 'Download (ZIP, 1.2 MB)' }, { timeout: 8000 });
    expect(
      screen.getByText(`Available until ${formatDateTime(expiresAt)}. After that, prepare a new one.`),
    ).toBeTruthy();
    const u = userEvent.setup();
    await u.click(download);
    expect(save).toHaveBeenCalledWith({
      path: `/user/data-exports/${id}/download`,
      fallbackName: 'pathwise-data.zip',
    });
  }, 15_000);

  it('says when the last download expired, and offers a new one', async () => {
    const expiresAt = ago(HOUR);
    listAnswers([
      item({ status: 'expired', bytes: 900, readyAt: ago(25 * HOUR), expiresAt, createdAt: ago(25 * HOUR) }),
    ]);
    renderWithProviders(<DataExportCard />);
    expect(
      await screen.findByText(new RegExp(`Your last download expired on ${formatDateTime(expiresAt)}`)),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prepare a new download' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: /Download \(ZIP/ })).toBeNull();
  });

  it('reads a ready export past its 24 hours as expired', async () => {
    listAnswers([item({ status: 'ready', bytes: 900, readyAt: ago(25 * HOUR), expiresAt: ago(HOUR) })]);
    renderWithProviders(<DataExportCard />);
    expect(await screen.findByText(/Your last download expired on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download \(ZIP/ })).toBeNull();
  });

  it('shows a failed build without its technical error, and lets the person try again', async () => {
    listAnswers([item({ status: 'failed' })]);
    renderWithProviders(<DataExportCard />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not prepare your data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prepare a new download' })).toHaveProperty('disabled', false);
  });

  it("shows the server's message when asking is refused (409)", async () => {
    listAnswers([]);
    post.mockRejectedValue(new ApiError(409, 'CONFLICT', DATA_EXPORT_IN_PROGRESS_MESSAGE));
    renderWithProviders(<DataExportCard />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(DATA_EXPORT_IN_PROGRESS_MESSAGE)).toBeTruthy();
  });

  it(`after ${DATA_EXPORTS_PER_DAY} in 24 hours the button waits, saying until when`, async () => {
    const oldest = ago(3 * HOUR);
    listAnswers([
      item({ status: 'expired', createdAt: ago(HOUR), expiresAt: ago(1) }),
      item({ status: 'failed', createdAt: ago(2 * HOUR) }),
      item({ status: 'expired', createdAt: ago(2.5 * HOUR), expiresAt: ago(1) }),
      item({ status: 'expired', createdAt: oldest, expiresAt: ago(1) }),
    ]);
    renderWithProviders(<DataExportCard />);
    const until = formatDateTime(Date.parse(oldest) + 24 * HOUR);
    expect(
      await screen.findByText(
        `You can prepare your data 3 times in 24 hours. You can ask again after ${until}.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prepare a new download' })).toHaveProperty('disabled', true);
  });

  it('offers a retry when the list cannot be read', async () => {
    get.mockRejectedValue(new ApiError(500, 'INTERNAL', 'The server failed.'));
    renderWithProviders(<DataExportCard />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('formats sizes in the reader language', () => {
    expect(formatFileSize(1_234_567, 'en-US')).toBe('1.2 MB');
    expect(formatFileSize(840_000, 'en-US')).toBe('840 kB');
  });
});
