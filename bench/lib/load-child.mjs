// Runs one autocannon load in its own process (so the load generator never shares an event loop
// with the server it measures) and sends back throughput and latency percentiles, p95 included.
import autocannon from 'autocannon';
import PipelinedRequestsQueue from 'autocannon/lib/pipelinedRequestsQueue.js';

// autocannon appends every body chunk to a string (`body += chunk`: a UTF-8 decode and a copy) so that
// its verifyBody/expectBody options can read it. No case uses them, and with answers of a few hundred
// kB that decoding saturated this process long before the server (a GET appointments week without
// gzip: the load generator 96% busy, the server 81% idle). Bytes are still counted; bodies are dropped.
PipelinedRequestsQueue.prototype.addBody = function discardBody() {};

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

async function load(options) {
  const { warmupSeconds = 1, ...rest } = options;
  if (warmupSeconds > 0) await autocannon({ ...rest, duration: warmupSeconds });
  const latencies = [];
  const statusCodes = {};
  const instance = autocannon({ ...rest });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: result.duration,
    rps: latencies.length / result.duration,
    mean: latencies.reduce((sum, value) => sum + value, 0) / (latencies.length || 1),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
  };
}

process.once('message', (options) => {
  load(options).then(
    (summary) => process.send({ ok: true, summary }, () => process.exit(0)),
    (error) => process.send({ ok: false, error: String(error?.stack ?? error) }, () => process.exit(1)),
  );
});
