// Builds the site for a local origin and serves the production build with `astro preview`, both
// through npm so they run on the project's pinned Node. Every child is started in its own process
// group and stopped by that group's id, never by name.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** The first port from `start` on which localhost accepts a listener. */
export async function findFreePort(start = 4410, attempts = 50) {
  for (let port = start; port < start + attempts; port += 1) {
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${start}–${start + attempts - 1}`);
}

function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: 'localhost', exclusive: true }, () => {
      server.close(() => resolve(true));
    });
  });
}

const children = new Set();

/** Runs a command to completion, streaming its output with a prefix; rejects on non-zero exit. */
export function run(command, args, { env, cwd, label }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.add(child);
    const prefix = (chunk) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => `  [${label}] ${line}\n`)
        .join('');
    child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
    child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Starts `npm run preview` on the port and waits until it answers; returns { stop }. */
export async function startPreview({ port, cwd, env, timeoutMs = 60_000 }) {
  // --ignore-lock: start alongside any other preview server of this project (e.g. one the e2e
  // tests or a developer started) and never auto-background (Astro does that when it detects an
  // agent), so this process owns the server and can stop it.
  const args = [
    'run',
    'preview',
    '--',
    '--port',
    String(port),
    '--host',
    'localhost',
    '--ignore-lock',
  ];
  const child = spawn('npm', args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = false;
  child.once('exit', () => {
    exited = true;
    children.delete(child);
  });
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`astro preview exited early:\n${output}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stopChild(child);
      throw new Error(`astro preview did not answer on ${origin} within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, stop: () => stopChild(child) };
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  children.delete(child);
}

/** Stops every child this module started (used by the signal handlers and `finally`). */
export function stopAllChildren() {
  for (const child of [...children]) stopChild(child);
}
