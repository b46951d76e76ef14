// `tsx scripts/under-load.ts [--runs N] -- <command...>`: runs a command while a CPU-bound
// busy loop keeps every core busy (as another build or test suite on the same machine
// would), N times in a row, stopping at the first failure; prints each run's time and
// result. `npm run test:e2e:loaded` runs the e2e suite three times this way with no retry.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const options = split === -1 ? [] : args.slice(0, split);
const command = split === -1 ? args : args.slice(split + 1);
const runsAt = options.indexOf('--runs');
const runs = runsAt === -1 ? 1 : Number(options[runsAt + 1]);
if (command.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: tsx scripts/under-load.ts [--runs N] -- <command...>');
  process.exit(2);
}

/** One busy loop per core: stress-ng (Debian) where installed, else a worker thread each. */
function startLoad(): () => void {
  const cores = availableParallelism();
  if (spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).status === 0) {
    const stress = spawn('stress-ng', ['--cpu', String(cores), '--cpu-method', 'matrixprod', '--quiet'], { stdio: 'ignore' });
    console.log(`load: stress-ng --cpu ${cores}`);
    return () => stress.kill('SIGTERM');
  }
  const workers = Array.from({ length: cores }, () => new Worker('for (;;) Math.sqrt(Math.random());', { eval: true }));
  console.log(`load: ${cores} busy-loop threads`);
  return () => {
    for (const worker of workers) void worker.terminate();
  };
}

function run(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0] as string, command.slice(1), { stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const stopLoad = startLoad();
const results: string[] = [];
let failed = 0;
try {
  for (let i = 1; i <= runs; i += 1) {
    const started = Date.now();
    const code = await run();
    results.push(`run ${i}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
    console.log(`\nunder load, ${results.at(-1)}`);
    if (code !== 0) {
      failed = code;
      break;
    }
  }
} finally {
  stopLoad();
}
console.log(`\nunder load:\n${results.join('\n')}`);
process.exit(failed);
