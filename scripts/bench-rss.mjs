// Preloaded into benchmarked builds: records the process's peak resident set size on exit.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  if (process.env.SITE_BENCH_RSS) writeFileSync(process.env.SITE_BENCH_RSS, String(process.resourceUsage().maxRSS));
});
