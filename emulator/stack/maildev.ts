/**
 * MailDev, the stack's mail catcher: every email the functions send lands there, readable in
 * its web UI and through its REST API (GET /api/email). Its ports follow the stack's offset like
 * every other service (SMTP 1025, web 1080 by default). The functions learn its address from
 * MAILDEV_SMTP_HOST/PORT. Delivery starts at once through the onOutboxCreated trigger, which
 * the project's Firestore emulator fires into the Functions emulator (firebase-tools registers
 * Firestore triggers only with its own Firestore emulator, a Java download, impossible offline;
 * see emulator/firestore/function-triggers.ts). This module ticks deliverNotifications too, as
 * production's schedule does: retries, digests and deliveries whose sender died.
 */

import { join } from 'node:path';
import type { ChildGroup } from './children';
import type { Endpoint } from './config';
import { waitForHttp } from './ports';
import { tickScheduled } from './publisher-tick';

export const MAILDEV_SMTP_PORT = 1025;
export const MAILDEV_WEB_PORT = 1080;
const HOST = '127.0.0.1';
/** The repository root, where MailDev is installed as a dev dependency. */
const ROOT = new URL('../..', import.meta.url).pathname;

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

/** MailDev's ports, named for the stack's "port in use" message. */
export function mailPorts(endpoints: MailDevEndpoints): { service: string; endpoint: Endpoint }[] {
  return [
    { service: 'maildev smtp', endpoint: endpoints.smtp },
    { service: 'maildev web', endpoint: endpoints.web },
  ];
}

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

/**
 * Starts MailDev as a child of the stack and, once it answers, ticks the mail delivery; the tick
 * ends with the child, so stopping the stack stops both. Answers what `ready` needs: the wait
 * and the line the banner shows. `onTicking` receives the tick's stop, so the stack can pause it
 * with its other ticks (the test runner does, before suites that count every write).
 */
export function startMailDev(
  children: ChildGroup,
  endpoints: MailDevEndpoints,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
  projectId: string,
  log: (line: string) => void,
  onTicking: (stop: () => void) => void = () => undefined,
): [Promise<void>, string] {
  const child = children.start({
    name: 'maildev',
    command: process.execPath,
    args: [
      join(ROOT, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js'),
      '--smtp',
      String(endpoints.smtp.port),
      '--ip',
      endpoints.smtp.host,
      '--web',
      String(endpoints.web.port),
      '--web-ip',
      endpoints.web.host,
    ],
    cwd: ROOT,
    env,
  });
  const ready = waitForHttp(`${mailDevUrl(endpoints)}api/healthz`, {
    timeoutMs,
    failed: () => child.exited,
    accept: (status) => status === 200,
  });
  ready.then(
    () => {
      const stop = startMailTicks(env.STACK_FUNCTIONS_ORIGIN, projectId, log);
      child.done.then(stop);
      onTicking(stop);
    },
    () => undefined,
  );
  const detail = `${mailDevUrl(endpoints)} (SMTP ${endpoints.smtp.host}:${endpoints.smtp.port})`;
  return [ready, detail];
}

/**
 * Ticks deliverNotifications (the retry pass) every `everyMs`, never two at once; the answer stops it. Failures
 * before the first success are the Functions emulator still loading, and are not reported.
 */
export function startMailTicks(
  functionsOrigin: string | undefined,
  projectId: string,
  log: (line: string) => void,
  everyMs = 15_000,
): () => void {
  let busy = false;
  let answered = false;
  let last = '';
  const report = (text: string) => {
    if (text !== last) log(`[stack] ${text}`);
    last = text;
  };
  const timer = setInterval(() => {
    if (busy || !functionsOrigin) return;
    busy = true;
    tickScheduled(functionsOrigin, projectId, 'deliverNotifications')
      .then(
        (result) => {
          answered = true;
          report(result.skipped ? `mail: ${result.skipped}` : 'mail: delivering');
        },
        (error: unknown) => {
          if (answered) report(`mail tick failed: ${(error as Error).message}`);
        },
      )
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
