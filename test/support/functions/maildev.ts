// Test support: a real MailDev (SMTP + REST API) on free ports, read through its REST API,
// and an SMTP server that refuses every message, for the failure paths.

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';

export interface MailDevEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  headers: Record<string, string>;
}

export interface TestMailDev {
  smtpPort: number;
  webPort: number;
  /** Every email MailDev holds, through GET /api/email. */
  emails(): Promise<MailDevEmail[]>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// Tests run from the repository root, where MailDev is a dev dependency.
const ROOT = process.cwd();

export async function startMailDev(): Promise<TestMailDev> {
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js'),
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const base = `http://127.0.0.1:${webPort}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error('MailDev did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    smtpPort,
    webPort,
    emails: async () => (await (await fetch(`${base}/api/email`)).json()) as MailDevEmail[],
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/** An SMTP server that greets, then answers every MAIL FROM with a temporary failure. */
export async function startRefusingSmtp(): Promise<{ port: number; stop(): Promise<void> }> {
  const server: Server = createServer((socket) => {
    socket.write('220 refusing.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 refusing.test\r\n');
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('451 4.3.0 Mail server temporarily unavailable\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
