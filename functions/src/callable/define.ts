// The one shape every callable has: parse the payload with its schema in the CALLABLES table
// (model/callables), authorise the
// caller from users/{uid}, run the domain rule, reply. Expected failures carry the error codes
// of model/callable-errors.ts; anything else is logged once and answers `internal` without
// details.

import {
  CALLABLES,
  type CallableName,
  type CallableParsed,
  type CallableReply,
} from '@model/callables';
import { describeIssues } from '@model/describe-issues';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { type CallableRequest, HttpsError, onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { CALLABLE_TIMEOUT_SECONDS, REGION } from '../config';
import { accountOf } from '../domain/accounts/newUser';
import { type Caller, loadCaller, tokenFacts } from '../domain/caller';
import { DomainError } from '../domain/errors';
import { maintenanceRefusal } from '../domain/maintenance';
import { CHANNEL_SECRET_BINDINGS } from '../domain/secretBox';
import { auth, db } from '../firebase';
import { unexpectedError } from '../logs';
import { clientAddress } from '../request/clientAddress';

export interface CallContext {
  db: Firestore;
  auth: Auth;
  now: Date;
  /** Client address as the load balancer reports it, for anonymous rate limits. */
  address: string;
}

export interface SignedInContext extends CallContext {
  caller: Caller;
}

export interface AnonymousContext extends CallContext {
  caller: Caller | null;
}

export function parsePayload<S extends v.GenericSchema>(
  schema: S,
  data: unknown,
): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) {
    throw new HttpsError('invalid-argument', describeIssues(result.issues), {
      issues: result.issues
        .slice(0, 20)
        .map((issue) => ({ path: v.getDotPath(issue), message: issue.message })),
    });
  }
  return result.output;
}

export function toHttpsError(name: string, error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof DomainError) {
    const details = {
      ...error.details,
      ...(error.retryAfterSeconds !== undefined
        ? { retryAfterSeconds: error.retryAfterSeconds }
        : {}),
      ...(error.reason !== undefined ? { reason: error.reason } : {}),
    };
    return new HttpsError(
      error.code,
      error.message,
      Object.keys(details).length > 0 ? details : undefined,
    );
  }
  // Firestore gives up on a transaction that keeps colliding with others: the client may retry.
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 10) {
    return new HttpsError('aborted', 'The data changed while saving. Please try again.');
  }
  unexpectedError(name, error);
  return new HttpsError('internal', 'Something went wrong on our side.');
}

function contextOf(request: CallableRequest<unknown>): CallContext {
  // Not rawRequest.ip: under Express's `trust proxy` that is the left-most X-Forwarded-For
  // entry, which the client writes itself. clientAddress takes the hop Google's front end added.
  const raw = request.rawRequest;
  const address = raw ? clientAddress(raw.headers, raw.socket?.remoteAddress) : 'unknown';
  return { db: db(), auth: auth(), now: new Date(), address };
}

/** The signed-in caller, its users/{uid} document written first if Auth's trigger is late. */
function callerOf(
  context: CallContext,
  { uid, token }: NonNullable<CallableRequest<unknown>['auth']>,
): Promise<Caller> {
  return loadCaller(
    context.db,
    uid,
    tokenFacts(token as unknown as Record<string, unknown>),
    () => accountOf(context.auth, uid),
    context.now,
  );
}

const options = {
  region: REGION,
  timeoutSeconds: CALLABLE_TIMEOUT_SECONDS,
  // Channel callables seal and open channel secrets (domain/secretBox.ts).
  secrets: CHANNEL_SECRET_BINDINGS,
};

/** A handler's parsed input and its reply, both as the CALLABLES table declares them. */
type Handler<N extends CallableName, C> = (
  input: CallableParsed<N>,
  context: C,
) => Promise<CallableReply<N>>;

/** A callable for signed-in callers only. */
export function signedIn<N extends CallableName>(name: N, handler: Handler<N, SignedInContext>) {
  const schema = CALLABLES[name].input;
  return onCall(options, async (request) => {
    try {
      if (!request.auth) throw new HttpsError('unauthenticated', 'Please sign in.');
      const input = parsePayload(schema, request.data) as CallableParsed<N>;
      const context = contextOf(request);
      const caller = await callerOf(context, request.auth);
      // During maintenance only admins change anything; everyone else is told why.
      const maintenance = await maintenanceRefusal(context.db, caller, context.now);
      if (maintenance !== null) throw new HttpsError('unavailable', maintenance);
      return await handler(input, { ...context, caller });
    } catch (error) {
      throw toHttpsError(name, error);
    }
  });
}

/** A callable visitors may use too (the contact form, event ingestion). */
export function openToAll<N extends CallableName>(name: N, handler: Handler<N, AnonymousContext>) {
  const schema = CALLABLES[name].input;
  return onCall(options, async (request) => {
    try {
      const input = parsePayload(schema, request.data) as CallableParsed<N>;
      const context = contextOf(request);
      const caller = request.auth ? await callerOf(context, request.auth) : null;
      return await handler(input, { ...context, caller });
    } catch (error) {
      throw toHttpsError(name, error);
    }
  });
}
