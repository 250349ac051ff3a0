import { describe, expect, it, vi } from 'vitest';
import { headersOf, jsonResponse, logIn, setUpApiClientTest } from './api/testing-fetch.ts';
import { ApiError, api } from './api-client.ts';

vi.mock('./toast.ts', () => ({ toast: { error: vi.fn(), warning: vi.fn() } }));

const { fetchMock } = setUpApiClientTest();

describe('api-client: raw file bodies and report bodies', () => {
  it('sends a Blob as it is, with its own type as Content-Type and the bearer token', async () => {
    logIn('secret-token');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    const file = new Blob(['profiler,category\n'], { type: 'text/csv' });

    await api.post('/admin/bulk-upload', file, { params: { format: 'csv' } });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/^\/api\/admin\/bulk-upload\?format=csv&_t=\d+$/);
    expect(init?.body).toBe(file);
    expect(headersOf(init).get('Content-Type')).toBe('text/csv');
    expect(headersOf(init).get('Authorization')).toBe('Bearer secret-token');
  });

  it('keeps the parsed body of a failed answer, contract-shaped or not', async () => {
    const report = {
      ok: false,
      dryRun: false,
      errors: [{ row: 2, message: 'Type is required' }],
      message: 'x',
    };
    fetchMock
      .mockResolvedValueOnce(jsonResponse(422, report))
      .mockResolvedValueOnce(jsonResponse(404, { statusCode: 404, error: 'NOT_FOUND', message: 'Gone' }));

    const failedImport = await api.post('/admin/bulk-upload', {}, { silent: true }).catch((e: unknown) => e);
    const notFound = await api.get('/admin/thing', { silent: true }).catch((e: unknown) => e);

    expect(failedImport).toBeInstanceOf(ApiError);
    expect((failedImport as ApiError).body).toEqual(report);
    expect((failedImport as ApiError).message).toBe('x');
    expect((notFound as ApiError).code).toBe('NOT_FOUND');
    expect((notFound as ApiError).body).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: 'Gone' });
  });
});
