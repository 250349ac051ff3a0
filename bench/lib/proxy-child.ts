/**
 * Entry of the stack bench's proxy process (startRoundRobinProxyProcess): listens, reports its
 * address, answers "snapshot" with its counters and exits on "close".
 */
import { startRoundRobinProxy } from './round-robin-proxy.ts';

const proxy = await startRoundRobinProxy(JSON.parse(process.argv[2]!));
process.send!({ url: proxy.url });
process.on('message', async (message) => {
  if (message === 'snapshot') process.send!({ upstreams: proxy.upstreams, stats: proxy.stats });
  if (message === 'close') {
    await proxy.close();
    process.exit(0);
  }
});
