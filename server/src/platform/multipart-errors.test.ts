import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Found by the HTTP fuzz: busboy's errors carry no status, so a broken form body was a logged 500. */
describe('a malformed multipart body', () => {
  const cases: Array<[string, string, string]> = [
    ['no boundary', 'multipart/form-data', 'email=a@b.co'],
    ['an empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
    ['a boundary over 256 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
    ['a body that ends mid-part', 'multipart/form-data; boundary=x', 'a,b\n1,2'],
    [
      'a part that never ends',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co',
    ],
  ];

  it.each(cases)('with %s answers 400 in the error shape', async (_name, contentType, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'BAD_REQUEST' });
  });

  it('still reads a well-formed form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nnobody@example.test\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(200);
  });
});
