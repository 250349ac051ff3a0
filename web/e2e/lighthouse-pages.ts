/**
 * What the Lighthouse check (lighthouse.spec.ts) and `npm run bench:lighthouse` share: a person with a
 * profiler under way and then completed (made through the real API, as the app would), one Chromium
 * (Debian's) that Lighthouse drives over its DevTools port, and the four people's pages of issue 13 §7.
 *
 * The session is set the way the app keeps it (localStorage `token`, `user`, `isAuthenticated`; see
 * web/src/lib/auth-storage.ts). Lighthouse's own storage reset before each run clears the HTTP cache
 * and service workers but, by default, not localStorage, so every run loads cold and stays signed in.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { type BrowserContext, chromium } from 'playwright-core';

export type LighthousePerson = {
  token: string;
  user: unknown;
  /** The free profiler the person takes ("Quick Career Snapshot"). */
  assessmentId: string;
  attemptId: string;
};

type Credentials = { email: string; password: string };

export const PROFILER_TITLE = 'Quick Career Snapshot';

async function api<T>(
  baseURL: string,
  pathname: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseURL}/api${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** The newest six-digit code e-mailed to `email`, read from the built-in outbox (mail is written after the response). */
async function latestCode(baseURL: string, adminToken: string, email: string): Promise<string> {
  for (let tries = 0; tries < 60; tries++) {
    const { messages } = await api<{ messages: Array<{ subject: string; text: string }> }>(
      baseURL,
      `/admin/mail/outbox?to=${encodeURIComponent(email)}&limit=10`,
      { token: adminToken },
    );
    for (const message of messages) {
      const match = /\b(\d{6})\b/.exec(`${message.subject}\n${message.text}`);
      if (match) return match[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no one-time code reached ${email}`);
}

type TakingQuestions = {
  categories: Array<{
    id: string;
    questions: Array<{ id: string; type: string; options: Array<{ value: string }> }>;
  }>;
};

/**
 * Registers and verifies a person and starts the free profiler, answering its first question only,
 * so /assessment/{id} shows a question screen; `completeProfiler` then makes /report/{attemptId}.
 */
export async function preparePerson(baseURL: string, admin: Credentials): Promise<LighthousePerson> {
  const { token: adminToken } = await api<{ token: string }>(baseURL, '/auth/login', { body: admin });
  const email = `lighthouse-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  await api(baseURL, '/auth/register', {
    body: { name: 'Lena Hart', email, password: 'Lighthouse-Passw0rd!2024' },
  });
  const otpCode = await latestCode(baseURL, adminToken, email);
  const session = await api<{ token: string; user: unknown }>(baseURL, '/auth/verify-otp', {
    body: { email, otpCode },
  });
  const { assessments } = await api<{ assessments: Array<{ id: string; title: string }> }>(
    baseURL,
    '/assessments',
    { token: session.token },
  );
  const profiler = assessments.find((assessment) => assessment.title === PROFILER_TITLE);
  if (!profiler) throw new Error(`the demo catalogue has no "${PROFILER_TITLE}"`);
  const { attempt } = await api<{ attempt: { id: string } }>(baseURL, `/assessments/${profiler.id}/start`, {
    token: session.token,
    body: {},
  });
  const person = { ...session, assessmentId: profiler.id, attemptId: attempt.id };
  await answer(baseURL, person, 1);
  return person;
}

async function answer(baseURL: string, person: LighthousePerson, limit = Number.POSITIVE_INFINITY) {
  const { categories } = await api<TakingQuestions>(
    baseURL,
    `/assessments/${person.assessmentId}/questions`,
    {
      token: person.token,
    },
  );
  let answered = 0;
  for (const category of categories) {
    for (const question of category.questions) {
      if (answered++ >= limit) return;
      const value =
        question.type === 'MULTIPLE_CHOICE'
          ? question.options[answered % question.options.length]!.value
          : question.type === 'RATING'
            ? 1 + (answered % 5)
            : question.type === 'YES_NO'
              ? answered % 2 === 0
              : 'Building things with my hands and explaining how they work.';
      await api(baseURL, `/assessments/${person.assessmentId}/attempts/${person.attemptId}/answers`, {
        token: person.token,
        body: { questionId: question.id, categoryId: category.id, answer: value },
      });
    }
  }
}

/** Answers the rest and completes the attempt: its report is /report/{attemptId}. */
export async function completeProfiler(baseURL: string, person: LighthousePerson): Promise<void> {
  await answer(baseURL, person);
  await api(baseURL, `/assessments/${person.assessmentId}/attempts/${person.attemptId}/complete`, {
    token: person.token,
    body: {},
  });
}

export type AuditBrowser = {
  /** Chromium's DevTools port, for Lighthouse. */
  port: number;
  /** Signs the browser in as `person` (null: signed out), as the app stores a session. */
  setSession(person: LighthousePerson | null): Promise<void>;
  close(): Promise<void>;
};

/**
 * One headless Chromium (Debian's) in a persistent profile: its default context is the one Lighthouse
 * opens its tab in, so the session written here is the one Lighthouse's page sees.
 */
export async function openAuditBrowser(baseURL: string): Promise<AuditBrowser> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'pathwise-lighthouse-'));
  const context: BrowserContext = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--remote-debugging-port=0',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Chromium writes the port it picked (port 0: any free one) on the first line of this file.
  const port = Number(readFileSync(path.join(userDataDir, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    port,
    async setSession(person) {
      // robots.txt: a same-origin page that runs no app code.
      await page.goto(`${baseURL}/robots.txt`);
      await page.evaluate((session) => {
        if (!session) {
          for (const key of ['token', 'user', 'isAuthenticated']) localStorage.removeItem(key);
          return;
        }
        localStorage.setItem('token', session.token);
        localStorage.setItem('user', JSON.stringify(session.user));
        localStorage.setItem('isAuthenticated', 'true');
      }, person && { token: person.token, user: person.user });
      await page.goto('about:blank');
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** The four pages of issue 13 §7, in the order they can be audited (the report needs the completed attempt). */
export function pagePaths(person: LighthousePerson) {
  return {
    login: '/login',
    assessment: `/assessment/${person.assessmentId}`,
    dashboard: '/dashboard',
    report: `/report/${person.attemptId}`,
  } as const;
}

/**
 * One Lighthouse run with its default (mobile, simulated throttling) settings on the given categories.
 * Throws when the page did not load: Lighthouse then scores nothing worth reading.
 */
export async function runLighthouse(port: number, url: string, categories: string[]): Promise<Result> {
  const flags: Flags = { port, logLevel: 'error', output: 'json', onlyCategories: categories };
  const runnerResult = await lighthouse(url, flags);
  if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runnerResult;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** Each scored audit under 100 in the given categories, with the elements or items it names. */
export function failingAudits(lhr: Result, categories: string[]): string[] {
  const lines: string[] = [];
  for (const id of categories) {
    const category = lhr.categories[id];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      lines.push(`${category.title} · ${audit.id}: ${audit.title} (score ${audit.score})`);
      const details = audit.details as { items?: Array<Record<string, unknown>> } | undefined;
      for (const item of (details?.items ?? []).slice(0, 8)) lines.push(`    ${describeItem(item)}`);
    }
  }
  return lines;
}

function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
  if (node) return [node.selector, node.snippet, node.explanation].filter(Boolean).join(' — ');
  const text = ['description', 'source', 'url', 'sourceLocation']
    .map((key) => item[key])
    .filter((value) => value !== undefined)
    .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
  return text.length > 0 ? text.join(' — ') : JSON.stringify(item).slice(0, 300);
}
