import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MainProcess, START_BANNER_END, startMainProcess } from '../test/main-process.ts';

/** `npm start`'s server process on a fresh data folder and its own PORT, PUBLIC_URL unset. */
let main: MainProcess;
let port = 0;
let dataDir = '';

beforeAll(async () => {
  main = await startMainProcess('first-start');
  ({ port, dataDir } = main);
  await main.waitForOutput(START_BANNER_END);
}, 120_000);

afterAll(() => main?.stop());

const bannerStart = () => main.output().indexOf('  Pathwise is running at');

describe('the first start, as npm start runs it', () => {
  it('ends its start-up output with the banner: the real address, the administrator and where codes go', () => {
    const before = main.output().slice(0, bannerStart());
    const banner = main.output().slice(bannerStart());
    expect(banner).toMatch(new RegExp(`^ {2}Pathwise is running at http://localhost:${port}\\n`));
    expect(banner).toContain(`database       embedded PGlite in ${path.join(dataDir, 'data')}`);
    expect(banner).toContain('administrator  admin@pathwise.local');
    expect(banner).toMatch(/\n {2}password {7}[A-Za-z0-9_-]{16}\n/);
    expect(banner).toContain('printed below on its own line starting with ✉');
    // Every start-up line came before it: the listening address, the seeded admin and catalogue.
    expect(before).toContain('"msg":"Server listening at');
    expect(before).toContain('"msg":"created the first administrator"');
    expect(before).toContain('"msg":"seeded the demo catalogue"');
    expect(before).toContain(`"url":"http://localhost:${port}"`);
    expect(
      banner
        .trimEnd()
        .split('\n')
        .every((line) => !line.startsWith('{')),
    ).toBe(true);
  });

  it('prints a new person’s one-time code on one plain line after the banner, and no line for polling', async () => {
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ana', email: 'ana@example.com', password: 'Quiet lantern orbits 42!' }),
    });
    expect(registered.status).toBe(201);
    await main.waitForOutput(/✉ {2}Code for ana@example\.com: \d{6} \(verification\)\n/, 30_000);

    const after = main.output().slice(bannerStart()).split('\n');
    const codeLine = after.findIndex((line) => line.startsWith('✉  Code for ana@example.com'));
    const registerLine = after.findIndex((line) => line.includes('"msg":"POST /api/auth/register 201'));
    expect(registerLine).toBeGreaterThan(0);
    expect(codeLine).toBeGreaterThan(registerLine);
    expect(main.output()).not.toContain('/api/health');
    expect(main.output()).not.toContain('"msg":"incoming request"');
  });
});
