import { BULK_UPLOAD_MAX_BYTES, type BulkUploadResponse } from '@pathwise/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { ApiError, api } from '@/lib/api-client';
import { buildUser, renderRoutes, signIn } from '@/testing/test-utils';
import { AdminBulkUploadRoute } from './bulk-upload';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const CREATED_ID = '9d3f7a10-0000-4000-8000-000000000001';

function report(overrides: Partial<BulkUploadResponse> = {}): BulkUploadResponse {
  return {
    ok: true,
    dryRun: true,
    rowsRead: 5,
    summary: { profilers: 1, categories: 2, questions: 5, resultConfigs: 4 },
    errors: [],
    errorCount: 0,
    created: [],
    message:
      'The file is ready to import: 1 profiler, 2 categories, 5 questions and 4 result configurations. Nothing was saved (dry run).',
    ...overrides,
  };
}

const badReport = report({
  ok: false,
  summary: { profilers: 0, categories: 0, questions: 0, resultConfigs: 0 },
  errors: [
    { row: 3, column: 'type', message: 'Type must be MULTIPLE_CHOICE, RATING, YES_NO or TEXT' },
    { row: 7, message: 'The row has more cells than the header' },
  ],
  errorCount: 1204,
  message: 'Found 1,204 errors. Nothing was saved (dry run).',
});

const csv = (name = 'questions.csv', text = 'profiler,category,question,type\n') =>
  new File([text], name, { type: 'application/vnd.ms-excel' });

beforeEach(() => {
  vi.clearAllMocks();
  signIn(buildUser({ role: 'admin' }));
  get.mockImplementation(async (path: string) => {
    if (path === '/pricing/currencies') {
      return {
        success: true,
        data: {
          enabledCurrencies: [
            { code: 'INR', name: 'Indian Rupee', symbol: '₹', isDefault: true, isActive: true },
            { code: 'USD', name: 'US Dollar', symbol: '$', isDefault: false, isActive: true },
          ],
          defaultCurrency: 'INR',
        },
      };
    }
    throw new Error(`unexpected GET ${path}`);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderScreen() {
  renderRoutes([{ path: paths.admin.bulkUpload.path, element: <AdminBulkUploadRoute /> }], {
    path: paths.admin.bulkUpload.getHref(),
  });
  return userEvent.setup();
}

const fileInput = () => screen.getByTestId('bulk-upload-file-input') as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('/admin/bulk-upload — profilers file', () => {
  it('refuses a wrong type or an oversized file before sending anything', async () => {
    renderScreen();
    const zone = screen.getByRole('button', { name: /Choose or drop a file/ });
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByText('“notes.txt” is not a CSV / XLSX file.')).toBeTruthy();
    expect(button('Check file').disabled).toBe(true);

    const huge = csv('huge.csv');
    Object.defineProperty(huge, 'size', { value: BULK_UPLOAD_MAX_BYTES + 1 });
    fireEvent.drop(zone, { dataTransfer: { files: [huge] } });
    expect(screen.getByText('“huge.csv” is 20 MB: files can be at most 20 MB.')).toBeTruthy();
    expect(button('Check file').disabled).toBe(true);
    expect(post).not.toHaveBeenCalled();
  });

  it('lists every bad row of a dry run and keeps Import disabled', async () => {
    post.mockResolvedValue(badReport);
    const user = renderScreen();
    await user.upload(fileInput(), csv());
    expect(screen.getByTestId('bulk-upload-chosen').textContent).toContain('questions.csv');
    expect(button('Import').disabled).toBe(true);
    await user.click(button('Check file'));

    const [path, body, options] = post.mock.calls[0] ?? [];
    expect(path).toBe('/admin/bulk-upload');
    expect(body).toBeInstanceOf(Blob);
    // Whatever the browser called the file, it is sent as CSV.
    expect((body as Blob).type).toBe('text/csv');
    expect(options).toEqual({ params: { format: 'csv', kind: 'profilers', dryRun: true }, silent: true });

    const table = await screen.findByRole('table', { name: 'Rows to fix' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('type')).toBeTruthy();
    expect(
      within(rows[1] as HTMLElement).getByText('Type must be MULTIPLE_CHOICE, RATING, YES_NO or TEXT'),
    ).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('—')).toBeTruthy();
    expect(screen.getByText('Showing the first 2 of 1,204 errors.')).toBeTruthy();
    expect(screen.getByText('Found 1,204 errors. Nothing was saved (dry run).')).toBeTruthy();
    expect(button('Import').disabled).toBe(true);
  });

  it('imports only after a clean check of the same file, then links the created profilers', async () => {
    let finishCheck: (value: BulkUploadResponse) => void = () => {};
    post.mockImplementationOnce(() => new Promise((resolve) => (finishCheck = resolve)));
    const user = renderScreen();
    await user.upload(fileInput(), csv('team.csv', 'a'.repeat(2048)));
    await user.click(button('Check file'));
    expect(screen.getByRole('status', { name: '' }).textContent ?? '').toContain('Checking team.csv (2 KB)…');
    finishCheck(report());

    expect(await screen.findByText('Ready to import')).toBeTruthy();
    expect(
      within(screen.getByTestId('bulk-upload-report')).getByText('Questions').nextSibling?.textContent,
    ).toBe('5');
    expect(button('Import').disabled).toBe(false);

    // Another file needs its own check.
    await user.upload(fileInput(), csv('other.csv'));
    expect(button('Import').disabled).toBe(true);
    post.mockResolvedValueOnce(report());
    await user.click(button('Check file'));
    await waitFor(() => expect(button('Import').disabled).toBe(false));

    post.mockResolvedValueOnce(
      report({
        dryRun: false,
        created: [{ id: CREATED_ID, title: 'Team Role Sampler' }],
        message: 'Imported 1 profiler.',
      }),
    );
    await user.click(button('Import'));
    expect(post).toHaveBeenLastCalledWith('/admin/bulk-upload', expect.any(Blob), {
      params: { format: 'csv', kind: 'profilers', dryRun: false },
      silent: true,
    });
    const link = await screen.findByRole('link', { name: 'Open questions of Team Role Sampler' });
    expect(link.getAttribute('href')).toBe(`/admin/questions/${CREATED_ID}`);
    expect(toast.success).toHaveBeenCalledWith('Imported 1 profiler.');
    expect(button('Import').disabled).toBe(true);
  });

  it('shows the rows of a failed import (422) from the error body', async () => {
    post.mockResolvedValueOnce(report());
    const failed = report({
      ...badReport,
      dryRun: false,
      message: 'Found 1,204 errors. Nothing was imported.',
    });
    post.mockRejectedValueOnce(new ApiError(422, 'UNPROCESSABLE', failed.message, undefined, failed));
    const user = renderScreen();
    await user.upload(fileInput(), csv());
    await user.click(button('Check file'));
    await waitFor(() => expect(button('Import').disabled).toBe(false));
    await user.click(button('Import'));
    expect(await screen.findByText('Nothing was imported')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Rows to fix' })).toBeTruthy();
  });

  it("shows the server's reason when it refuses the request", async () => {
    post.mockRejectedValueOnce(
      new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the CSV file itself as the request body'),
    );
    const user = renderScreen();
    await user.upload(fileInput(), csv());
    await user.click(button('Check file'));
    expect(await screen.findByText('Send the CSV file itself as the request body')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to check the file', {
      description: 'Send the CSV file itself as the request body',
    });
  });

  it('downloads a template with the admin token', async () => {
    const fetchMock = vi.fn(async () => new Response('profiler,category\n', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const urls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:template');
    URL.revokeObjectURL = vi.fn();
    const saved: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    try {
      const user = renderScreen();
      await user.click(button('XLSX template (with column notes)'));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(fetchMock).toHaveBeenCalledWith('/api/admin/bulk-upload/template.xlsx', {
        headers: { Authorization: 'Bearer test-token' },
        cache: 'no-store',
      });
      expect(saved[0]).toEqual({ href: 'blob:template', download: 'pathwise-bulk-upload-template.xlsx' });
    } finally {
      click.mockRestore();
      Object.assign(URL, urls);
    }
  });

  it('says so when a template cannot be downloaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ statusCode: 404, error: 'NOT_FOUND', message: 'Route not found' }), {
            status: 404,
          }),
      ),
    );
    const user = renderScreen();
    await user.click(button('CSV template'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to download the template', {
        description: 'Route not found',
      }),
    );
  });
});

describe('/admin/bulk-upload — item bank', () => {
  it('needs a title, explains the scale and scoring, and sends the settings with the file', async () => {
    post.mockResolvedValue(report());
    const user = renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Item bank' }));
    await user.upload(fileInput(), csv('ipip.csv'));
    await user.click(button('Check file'));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Title'), 'Big Five (IPIP 50)');
    await user.selectOptions(screen.getByLabelText('Response scale'), 'accuracy');
    expect(within(screen.getByTestId('item-bank-anchors')).getByText('Very Inaccurate')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Scoring'), 'zero-to-four');
    expect(screen.getByText(/so 0 counts as 4/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Categories'), 'by-scale');
    await user.click(screen.getByRole('radio', { name: 'Paid' }));
    await user.type(screen.getByLabelText('Price'), '149');
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await user.click(button('Check file'));

    expect(post).toHaveBeenCalledWith('/admin/bulk-upload', expect.any(Blob), {
      params: {
        title: 'Big Five (IPIP 50)',
        responseScale: 'accuracy',
        scoring: 'zero-to-four',
        grouping: 'by-scale',
        isFree: false,
        price: 149,
        currency: 'USD',
        format: 'csv',
        kind: 'item-bank',
        dryRun: true,
      },
      silent: true,
    });
    await waitFor(() => expect(button('Import').disabled).toBe(false));
    // Settings changed after the check need a new check.
    await user.type(screen.getByLabelText('Title'), '!');
    expect(button('Import').disabled).toBe(true);
  });
});
