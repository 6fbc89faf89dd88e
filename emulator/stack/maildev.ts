/**
 * MailDev, the stack's mail catcher: every email the functions send lands there, readable in
 * its web UI and through its REST API (GET /api/email). Its ports follow the stack's offset like
 * every other service (SMTP 1025, web 1080 by default). The functions learn its address from
 * MAILDEV_SMTP_HOST/PORT, and deliver through deliverNotifications, which this module ticks
 * every few seconds: firebase-tools hands Firestore triggers only to its own Firestore emulator
 * (a Java download, impossible offline), so onOutboxCreated never fires in this stack.
 */

import { join } from 'node:path';
import type { ChildGroup, RunningChild } from './children';
import type { Endpoint } from './config';
import { waitForHttp } from './ports';
import { tickScheduled } from './publisher-tick';

export const MAILDEV_SMTP_PORT = 1025;
export const MAILDEV_WEB_PORT = 1080;
const HOST = '127.0.0.1';

export interface MailDevEndpoints {
  smtp: Endpoint;
  web: Endpoint;
}

export function mailDevEndpoints(portOffset: number): MailDevEndpoints {
  return {
    smtp: { host: HOST, port: MAILDEV_SMTP_PORT + portOffset },
    web: { host: HOST, port: MAILDEV_WEB_PORT + portOffset },
  };
}

export const mailDevUrl = (endpoints: MailDevEndpoints) =>
  `http://${endpoints.web.host}:${endpoints.web.port}/`;

/** What the functions (and anything else the stack starts) need to reach MailDev and the app. */
export function mailEnv(
  endpoints: MailDevEndpoints,
  appOrigin: string,
  functionsOrigin: string,
): Record<string, string> {
  return {
    MAILDEV_SMTP_HOST: endpoints.smtp.host,
    MAILDEV_SMTP_PORT: String(endpoints.smtp.port),
    MAILDEV_URL: mailDevUrl(endpoints),
    STACK_APP_ORIGIN: appOrigin,
    STACK_FUNCTIONS_ORIGIN: functionsOrigin,
  };
}

/** Starts MailDev as a child of the stack; the promise resolves once its API answers. */
export function startMailDev(
  children: ChildGroup,
  root: string,
  endpoints: MailDevEndpoints,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): { child: RunningChild; ready: Promise<void> } {
  const child = children.start({
    name: 'maildev',
    command: process.execPath,
    args: [
      join(root, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js'),
      '--smtp',
      String(endpoints.smtp.port),
      '--ip',
      endpoints.smtp.host,
      '--web',
      String(endpoints.web.port),
      '--web-ip',
      endpoints.web.host,
    ],
    cwd: root,
    env,
  });
  const ready = waitForHttp(`${mailDevUrl(endpoints)}api/healthz`, {
    timeoutMs,
    failed: () => child.exited,
    accept: (status) => status === 200,
  });
  return { child, ready };
}

/** Ticks deliverNotifications every `everyMs`, never two at once; the answer stops it. */
export function startMailTicks(
  functionsOrigin: string | undefined,
  projectId: string,
  log: (line: string) => void,
  everyMs = 5000,
): () => void {
  let busy = false;
  let last = '';
  const timer = setInterval(() => {
    if (busy || !functionsOrigin) return;
    busy = true;
    tickScheduled(functionsOrigin, projectId, 'deliverNotifications')
      .then(
        (result) => {
          const text = result.skipped ? `mail: ${result.skipped}` : 'mail: delivering';
          if (text !== last) log(`[stack] ${text}`);
          last = text;
        },
        (error: unknown) => {
          const text = `mail tick failed: ${(error as Error).message}`;
          if (text !== last) log(`[stack] ${text}`);
          last = text;
        },
      )
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
