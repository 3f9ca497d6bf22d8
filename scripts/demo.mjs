// Starts the demo: the local identity server, the chat broker (STOMP over SockJS) and the Vite
// dev server with the mocked backend. All stop together on Ctrl+C.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['scripts/identity-server.mjs'], { stdio: 'inherit' }),
  spawn(process.execPath, ['scripts/chat-broker.mjs'], { stdio: 'inherit' }),
  spawn('node_modules/.bin/vite', ['--port', '5173', '--strictPort'], { stdio: 'inherit' }),
];

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
