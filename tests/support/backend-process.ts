// The local backend as `npm start` runs it, in a child process (server/start.ts, API only,
// on a free port), for tests that need the real process: killed, restarted, reached from
// the network. Resolves once the server prints that it is ready.
import { type ChildProcess, spawn } from 'node:child_process';

export type BackendProcess = { base: string; child: ChildProcess };

export function startBackendProcess(args: string[]): Promise<BackendProcess> {
  const child = spawn('node_modules/.bin/tsx', ['server/start.ts', '--backend-only', '--port', '0', '--api-port', '0', '--quiet', ...args]);
  return new Promise((resolve, reject) => {
    let output = '';
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready at http:\/\/[^:]+:(\d+)/.exec(output);
      if (ready) resolve({ base: `http://127.0.0.1:${ready[1]}`, child });
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.once('exit', (code, signal) => reject(new Error(`start.ts exited with ${code ?? signal}: ${output}`)));
  });
}

/** Ends the process with `signal` (SIGTERM: a clean stop; SIGKILL: a crash) and waits until it is gone. */
export function stopBackendProcess({ child }: BackendProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
