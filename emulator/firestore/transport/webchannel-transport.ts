// The browser's Listen stream: the firebase JS SDK (full, not Lite) opens
// /google.firestore.v1.Firestore/Listen/channel over WebChannel, a bidirectional stream made of
// plain HTTP/1.1 requests. A handshake POST opens a session (and carries the first messages and
// the caller's headers), later POSTs carry more messages (the forward channel), and a GET held
// open (streaming) or answered as soon as there is data (long polling) carries the answers (the
// back channel). This file only moves ListenRequests in and ListenResponses out: targets,
// snapshots and rules are the same core code the gRPC Listen uses.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FirestoreDatabase, ListenTarget, StopListening } from '../core/database';
import type { EmulatorState } from '../core/emulator-state';
import { FirestoreError, isFirestoreError } from '../core/errors';
import { type Identity, identityFromAuthorization } from '../core/identity';
import { databaseOf } from '../core/resource-names';
import { errorBody, sendText } from '../wire/http-io';
import type { ListenResponse } from '../wire/messages';
import { messageType, parseJsonMessage } from '../wire/proto';
import {
  type ForwardMessage,
  frameChunk,
  handshakeArray,
  parseForwardBody,
} from '../wire/webchannel-wire';

const CHANNEL_PATH = /^\/google\.firestore\.v1\.Firestore\/([A-Za-z]+)\/channel$/;

export interface ChannelTimings {
  /** How often a quiet back channel gets a no-op (the client gives up after 1.5 times this). */
  keepAliveMs: number;
  /** A session with no back channel and no request for this long is closed. */
  idleMs: number;
}

const DEFAULT_TIMINGS: ChannelTimings = { keepAliveMs: 20_000, idleMs: 60_000 };

/** Answers the client has not acknowledged; a client this far behind is told to start again. */
const MAX_UNACKNOWLEDGED = 10_000;

interface BackChannel {
  response: ServerResponse;
  streaming: boolean;
  timer: NodeJS.Timeout;
}

/** A forward-channel body parsed, or null once a 400 naming the problem has been sent. */
function forwardBodyOr400(
  response: ServerResponse,
  body: Buffer,
): ReturnType<typeof parseForwardBody> | null {
  try {
    return parseForwardBody(body.toString('utf8'));
  } catch (error) {
    sendText(response, 400, error instanceof Error ? error.message : String(error));
    return null;
  }
}

/** One WebChannel session: one Listen stream of one client. */
class ListenSession {
  private database: FirestoreDatabase | undefined;
  private readonly targets = new Map<number, StopListening>();
  /** Numbered answers not yet acknowledged by the client (array 0 was the handshake). */
  private outgoing: { id: number; payload: unknown }[] = [];
  private nextArrayId = 1;
  private lastWritten = 0;
  private lastMapId = -1;
  private back: BackChannel | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  private flushScheduled = false;
  private failed = false;
  closed = false;
  private readonly sink = (response: ListenResponse) => this.push([response]);

  constructor(
    readonly id: string,
    private readonly state: EmulatorState,
    private readonly identity: Identity | FirestoreError,
    private readonly timings: ChannelTimings,
    private readonly onClose: (session: ListenSession) => void,
  ) {
    if (identity instanceof FirestoreError) this.fail(identity);
    this.touch();
  }

  /** Messages from the forward channel; a retried batch repeats map ids already handled. */
  receive(messages: ForwardMessage[]): void {
    for (const message of messages) {
      if (message.mapId <= this.lastMapId) continue;
      this.lastMapId = message.mapId;
      if (this.failed) continue;
      try {
        this.handleRequest(message.data);
      } catch (error) {
        this.fail(error);
      }
    }
  }

  private handleRequest(data: unknown): void {
    const request = parseJsonMessage(messageType('google.firestore.v1.ListenRequest'), data);
    const ref = databaseOf(request.database, 'database');
    const database = this.state.database(ref.projectId, ref.databaseId);
    if (!this.database) this.database = database;
    else if (this.database !== database) {
      throw new FirestoreError('INVALID_ARGUMENT', 'A Listen stream serves one database.');
    }
    const identity = this.identity as Identity;
    const addTarget = request.addTarget as ListenTarget | undefined;
    if (addTarget) {
      const targetId = addTarget.targetId ?? 0;
      this.targets.get(targetId)?.(false);
      const stop = database.listen(
        { ...addTarget, targetId },
        this.sink,
        this.state.authorizer(identity, database),
      );
      this.targets.set(targetId, stop);
    } else if (request.removeTarget !== undefined) {
      const targetId = Number(request.removeTarget);
      this.targets.get(targetId)?.(true);
      this.targets.delete(targetId);
    }
  }

  /** Ends the stream with an error answer, as the service does; the client then closes it. */
  private fail(error: unknown): void {
    if (this.failed) return;
    this.failed = true;
    this.stopTargets();
    this.push([errorBody(error)]);
  }

  private stopTargets(): void {
    for (const stop of this.targets.values()) stop(false);
    this.targets.clear();
    this.database?.closeListenStream(this.sink);
  }

  /** Forgets what the client says it has received (its AID). */
  acknowledge(aid: string | null): void {
    const upTo = Number(aid);
    if (aid === null || !Number.isInteger(upTo)) return;
    this.outgoing = this.outgoing.filter((entry) => entry.id > upTo);
  }

  private push(payload: unknown): void {
    if (this.closed) return;
    this.outgoing.push({ id: this.nextArrayId++, payload });
    if (this.outgoing.length > MAX_UNACKNOWLEDGED) {
      // The client stopped reading; "close" makes it drop the session and open a new stream,
      // which resumes its targets from their resume tokens.
      this.outgoing = [{ id: this.nextArrayId++, payload: ['close'] }];
      this.stopTargets();
      this.failed = true;
    }
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // Answers produced by one commit or one request go out as one chunk.
    setImmediate(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    const back = this.back;
    if (!back) return;
    const due = this.outgoing.filter((entry) => entry.id > this.lastWritten);
    if (due.length === 0) return;
    back.response.write(frameChunk(due.map((entry) => [entry.id, entry.payload])));
    this.lastWritten = (due[due.length - 1] as { id: number }).id;
    // A long poll ends with its first data; the client asks again at once.
    if (!back.streaming) this.endBack();
  }

  /** Bytes answered but not yet written to a back channel (the forward channel reports them). */
  pendingBytes(): number {
    return this.outgoing
      .filter((entry) => entry.id > this.lastWritten)
      .reduce((total, entry) => total + JSON.stringify(entry.payload).length, 0);
  }

  forwardAnswer(): unknown[] {
    return [this.back ? 1 : 0, this.lastWritten, this.pendingBytes()];
  }

  attachBack(response: ServerResponse, streaming: boolean, aid: string | null): void {
    this.endBack();
    this.acknowledge(aid);
    const from = Number(aid);
    // The client resumes after the last array it received; anything later is sent again.
    this.lastWritten = Number.isInteger(from) ? Math.min(from, this.lastWritten) : this.lastWritten;
    response.writeHead(200, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-cache, no-store',
      'x-content-type-options': 'nosniff',
    });
    const timer = streaming
      ? setInterval(() => this.push(['noop']), this.timings.keepAliveMs)
      : setTimeout(() => this.push(['noop']), this.timings.keepAliveMs);
    timer.unref();
    const back: BackChannel = { response, streaming, timer };
    this.back = back;
    clearTimeout(this.idleTimer);
    response.on('close', () => {
      if (this.back !== back) return;
      clearTimeout(back.timer);
      this.back = null;
      this.touch();
    });
    const hasDue = this.outgoing.some((entry) => entry.id > this.lastWritten);
    // A streaming back channel answers at once, so the client sees no buffering proxy in between.
    if (streaming && !hasDue) this.push(['noop']);
    else this.flush();
  }

  private endBack(): void {
    const back = this.back;
    if (!back) return;
    this.back = null;
    clearTimeout(back.timer);
    back.response.end();
    this.touch();
  }

  /** Restarts the idle clock (only while no back channel is attached). */
  touch(): void {
    clearTimeout(this.idleTimer);
    if (this.back || this.closed) return;
    this.idleTimer = setTimeout(() => this.close(), this.timings.idleMs);
    this.idleTimer.unref();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    this.stopTargets();
    const back = this.back;
    this.back = null;
    if (back) {
      clearTimeout(back.timer);
      back.response.end(frameChunk([[this.nextArrayId++, ['close']]]));
    }
    this.onClose(this);
  }
}

/** The WebChannel endpoints of one emulator: its open sessions and their HTTP routes. */
export class WebChannelSessions {
  private readonly sessions = new Map<string, ListenSession>();

  constructor(
    private readonly state: EmulatorState,
    private readonly timings: ChannelTimings = DEFAULT_TIMINGS,
  ) {}

  static matches(pathname: string): boolean {
    return CHANNEL_PATH.test(pathname);
  }

  get size(): number {
    return this.sessions.size;
  }

  handle(request: IncomingMessage, response: ServerResponse, url: URL, body: Buffer): void {
    // The handshake names the session in a header the client reads across origins.
    response.setHeader(
      'access-control-expose-headers',
      'content-type, x-http-session-id, x-goog-request-params',
    );
    const rpc = CHANNEL_PATH.exec(url.pathname)?.[1];
    if (rpc !== 'Listen') {
      sendText(response, 404, `This emulator serves ${rpc} over gRPC and REST only.`);
      return;
    }
    const params = url.searchParams;
    const sid = params.get('SID');
    const session = sid ? this.sessions.get(sid) : undefined;
    if (params.get('TYPE') === 'terminate') {
      session?.close();
      sendText(response, 200, '');
      return;
    }
    if (!sid || sid === 'null') {
      if (request.method !== 'POST') {
        sendText(response, 400, 'A channel starts with a POST.');
        return;
      }
      this.open(response, params, body);
      return;
    }
    if (!session) {
      // The client recognises these words and opens a new session.
      sendText(response, 400, 'Unknown SID');
      return;
    }
    session.touch();
    if (request.method === 'GET' && params.get('RID') === 'rpc') {
      session.attachBack(response, params.get('CI') !== '1', params.get('AID'));
      return;
    }
    if (request.method !== 'POST') {
      sendText(response, 405, 'Method Not Allowed');
      return;
    }
    session.acknowledge(params.get('AID'));
    const parsed = forwardBodyOr400(response, body);
    if (!parsed) return;
    session.receive(parsed.messages);
    sendText(response, 200, frameChunk(session.forwardAnswer()));
  }

  private open(response: ServerResponse, params: URLSearchParams, body: Buffer): void {
    const parsed = forwardBodyOr400(response, body);
    if (!parsed) return;
    let identity: Identity | FirestoreError;
    try {
      identity = identityFromAuthorization(parsed.headers.authorization);
    } catch (error) {
      identity = isFirestoreError(error)
        ? error
        : new FirestoreError('UNAUTHENTICATED', 'Invalid credentials.');
    }
    const id = randomBytes(12).toString('hex');
    const session = new ListenSession(id, this.state, identity, this.timings, (closed) =>
      this.sessions.delete(closed.id),
    );
    this.sessions.set(id, session);
    if (params.get('X-HTTP-Session-Id')) {
      response.setHeader('x-http-session-id', randomBytes(8).toString('hex'));
    }
    response.setHeader('cache-control', 'no-cache, no-store');
    sendText(response, 200, frameChunk([[0, handshakeArray(id, this.timings.keepAliveMs)]]));
    session.receive(parsed.messages);
  }

  /** Stops every session (the emulator is shutting down or resetting). */
  closeAll(): void {
    for (const session of [...this.sessions.values()]) session.close();
  }
}
