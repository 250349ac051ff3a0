#!/usr/bin/env node
// `npm run dev`: the server with reload on PORT (3000) and the Vite dev server on :5173 (proxying /api to
// that PORT). People open :5173 here, so that is the address the server's start banner and e-mails give.
import { spawn } from 'node:child_process';

const port = process.env.PORT || '3000';
const serverEnv = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL || 'http://localhost:5173' };
const webEnv = { ...process.env, VITE_API_PROXY: process.env.VITE_API_PROXY || `http://127.0.0.1:${port}` };

const children = [
  spawn('npm', ['run', 'dev', '--workspace', 'server'], { stdio: 'inherit', env: serverEnv }),
  spawn('npm', ['run', 'dev', '--workspace', 'web'], { stdio: 'inherit', env: webEnv }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
