// `npm start` on a studio's network, run for real (server/start.ts in a child process):
// started first on this machine (demo accounts made, mailbox open), then with --host 0.0.0.0
// on the same data: the published demo passwords open nothing, the mailbox is gone, a token
// signed with Supabase's public demo secret is refused, and --demo will not start there.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApiKey } from '../../server/auth/jwt.ts';
import { SUPABASE_DEMO_JWT_SECRET } from '../../server/context.ts';
import { type BackendProcess, startBackendProcess, stopBackendProcess } from '../support/backend-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'studio-network-'));
const running: ChildProcess[] = [];

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

function start(args: string[]): Promise<BackendProcess> {
  const started = startBackendProcess(args);
  void started.then((backend) => running.push(backend.child), () => undefined);
  return started;
}

const stop = (backend: BackendProcess) => stopBackendProcess(backend);

async function signIn(base: string, apikey: string, email: string, password: string): Promise<number> {
  const response = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

describe('npm start beyond loopback', () => {
  it('keeps the demo accounts, the mailbox and demo-secret tokens away from the network', { timeout: 90_000 }, async () => {
    const local = await start(['--data-dir', dataDir]);
    expect(await signIn(local.base, 'any', 'admin@example.com', 'Admin-demo-2025')).toBe(200);
    expect((await fetch(`${local.base}/_dev/mailbox?email=admin@example.com`)).status).toBe(200);
    await stop(local);

    const studio = await start(['--data-dir', dataDir, '--host', '0.0.0.0']);
    expect(await signIn(studio.base, 'any', 'admin@example.com', 'Admin-demo-2025')).toBe(400);
    expect(await signIn(studio.base, 'any', 'studio@example.com', 'Studio-demo-2025')).toBe(400);
    expect((await fetch(`${studio.base}/_dev/mailbox?email=admin@example.com`)).status).toBe(404);
    const demoService = makeApiKey(SUPABASE_DEMO_JWT_SECRET, 'service_role');
    const profiles = await fetch(`${studio.base}/rest/v1/profiles?select=*`, { headers: { apikey: demoService, authorization: `Bearer ${demoService}` } });
    expect(profiles.status).toBe(401);
    await stop(studio);
  });

  it('refuses --demo on an address other machines can reach', { timeout: 30_000 }, async () => {
    const child = spawn('node_modules/.bin/tsx', ['server/start.ts', '--backend-only', '--memory', '--host', '0.0.0.0', '--demo']);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('only runs on a loopback address');
  });
});
