/**
 * Simulated test-takers (a worker thread, so the load does not share the server's event loop):
 * each one answers its own attempt's questions in a loop, one request at a time. With
 * `thinkMs` 0 they click through without pauses (a closed loop: the server's capacity); otherwise
 * each waits a random 0.5–1.5 × `thinkMs` between answers, as a person reading the next question
 * would. Posts back every latency (ms) and the error counts.
 *
 * Requests go through node:http with a keep-alive agent (one socket per taker), not fetch: fetch's
 * web streams cost the load generator a few ms of CPU per request, taken from the two cores the
 * server and PostgreSQL share with it.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';

// Plain JavaScript: a worker thread does not inherit the tsx loader on Node 20.
/** @type {{ baseUrl: string, profilerId: string, takers: Array<{ token: string, attemptId: string }>, questions: Array<{ id: string, categoryId: string, type: string }>, durationSeconds: number, thinkMs: number, client: 'http' | 'fetch' }} */
const data = workerData;
const base = new URL(data.baseUrl);
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
/** @type {number[]} */
const latencies = [];
/** When each saved answer came back, in ms from the start: the phases of the run are told apart by it. */
/** @type {number[]} */
const savedAt = [];
/** Per person, when their answer to the last question came back the first time (null: never). */
/** @type {Array<number | null>} */
const firstPassDoneAt = data.takers.map(() => null);
let errors = 0;
let non2xx = 0;

function answerFor(type, n) {
  if (type === 'MULTIPLE_CHOICE') return `option_${1 + (n % 4)}`;
  if (type === 'YES_NO') return n % 2 === 0;
  return 1 + (n % 5);
}

/** One POST through fetch (the method before: BENCH_TAKING_CLIENT=fetch), for comparison. */
async function postWithFetch(path, token, body) {
  const response = await fetch(`${data.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** One POST; resolves with the status once the whole answer is read. */
function postWithHttp(path, token, body) {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': payload.length,
        },
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const post = data.client === 'fetch' ? postWithFetch : postWithHttp;
const think = () => sleep(data.thinkMs * (0.5 + Math.random()));

async function run(taker, index, offset, until) {
  let n = offset;
  let saved = 0;
  const path = `/api/assessments/${data.profilerId}/attempts/${taker.attemptId}/answers`;
  // Paced: people start at random moments of the first pause, not all at once.
  if (data.thinkMs > 0) await sleep(Math.random() * data.thinkMs);
  while (performance.now() < until) {
    const question = data.questions[n % data.questions.length];
    const started = performance.now();
    try {
      const status = await post(path, taker.token, {
        questionId: question.id,
        categoryId: question.categoryId,
        answer: answerFor(question.type, n),
      });
      if (status !== 200) non2xx += 1;
      else {
        const now = performance.now();
        latencies.push(now - started);
        savedAt.push(now - runStarted);
        saved += 1;
        // Every question answered once: from here on each save changes an existing answer.
        if (saved === data.questions.length) firstPassDoneAt[index] = now - runStarted;
      }
    } catch {
      errors += 1;
    }
    n += 1;
    if (data.thinkMs > 0 && performance.now() < until) await think();
  }
}

const runStarted = performance.now();
const until = runStarted + data.durationSeconds * 1000;
await Promise.all(data.takers.map((taker, i) => run(taker, i, i * 7, until)));
agent.destroy();
parentPort.postMessage({ latencies, savedAt, firstPassDoneAt, errors, non2xx });
