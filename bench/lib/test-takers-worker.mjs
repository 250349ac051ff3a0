/**
 * Simulated test-takers (a worker thread, so the load does not share the server's event loop):
 * each one answers its own attempt's questions in a loop, one request at a time, as a person
 * clicking through would, only without pauses. Posts back every latency (ms) and the error count.
 */
import { parentPort, workerData } from 'node:worker_threads';

// Plain JavaScript: a worker thread does not inherit the tsx loader on Node 20.
/** @type {{ baseUrl: string, profilerId: string, takers: Array<{ token: string, attemptId: string }>, questions: Array<{ id: string, categoryId: string, type: string }>, durationSeconds: number }} */
const data = workerData;
/** @type {number[]} */
const latencies = [];
let errors = 0;
let non2xx = 0;

function answerFor(type, n) {
  if (type === 'MULTIPLE_CHOICE') return `option_${1 + (n % 4)}`;
  if (type === 'YES_NO') return n % 2 === 0;
  return 1 + (n % 5);
}

async function run(taker, offset, until) {
  let n = offset;
  while (performance.now() < until) {
    const question = data.questions[n % data.questions.length];
    const started = performance.now();
    try {
      const response = await fetch(
        `${data.baseUrl}/api/assessments/${data.profilerId}/attempts/${taker.attemptId}/answers`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${taker.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            questionId: question.id,
            categoryId: question.categoryId,
            answer: answerFor(question.type, n),
          }),
        },
      );
      await response.arrayBuffer();
      if (response.status !== 200) non2xx += 1;
      else latencies.push(performance.now() - started);
    } catch {
      errors += 1;
    }
    n += 1;
  }
}

const until = performance.now() + data.durationSeconds * 1000;
await Promise.all(data.takers.map((taker, i) => run(taker, i * 7, until)));
parentPort.postMessage({ latencies, errors, non2xx });
