// Every log event of the functions, one named function each, so a log line is searchable by
// its event name and never carries a secret (API keys and payload bodies are not logged).

import { logger } from 'firebase-functions';

export function unexpectedError(where: string, error: unknown): void {
  const detail =
    error instanceof Error
      ? { message: error.message, stack: error.stack }
      : { error: String(error) };
  logger.error('unexpected_error', { where, ...detail });
}

export function adminAction(action: string, actorUid: string, target: string): void {
  logger.info('admin_action', { action, actorUid, target });
}

export function userDocumentCreated(uid: string, product: string, source: string): void {
  logger.info('user_document_created', { uid, product, source });
}

export function userDocumentKept(uid: string): void {
  logger.info('user_document_kept', { uid });
}

export function rateLimited(bucket: string, retryAfterSeconds: number): void {
  logger.warn('rate_limited', { bucket, retryAfterSeconds });
}

export function idempotentReplay(name: string, uid: string): void {
  logger.info('idempotent_replay', { name, uid });
}

/** A network's error answer, kept for diagnosis (shortened), never shown to users. */
export function remoteErrorBody(label: string, status: number, body: string): void {
  logger.warn('remote_error_body', { label, status, body });
}

/** The local stack's stand-in for the invitation email (emulator only, see domain/invites.ts). */
export function invitationLinkReady(invitationId: string, url: string): void {
  logger.info(`invitation_link ${url}`, { invitationId, url });
}

export function passwordRemoved(uid: string): void {
  logger.info('password set before verification removed, sessions ended', { uid });
}
