// The servers a benchmark needs (identity server, chat broker, nginx): reused when they already
// answer, otherwise started here and stopped by stopStartedServers().
import { spawn } from 'node:child_process';
import { setTimeout as wait } from 'node:timers/promises';

const started = [];

export async function isUp(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export async function ensure(url, command, args, env = {}) {
  if (await isUp(url)) return;
  const child = spawn(command, args, { stdio: 'ignore', env: { ...process.env, ...env } });
  started.push(child);
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (await isUp(url)) return;
    await wait(100);
  }
  throw new Error(`${command} ${args.join(' ')} did not answer at ${url}`);
}

export function stopStartedServers() {
  for (const child of started) child.kill('SIGTERM');
}
