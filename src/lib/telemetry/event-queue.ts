// Collects client events and sends them in batches the ingestion callable accepts: at most
// EVENTS_PER_BATCH_MAX events and EVENTS_BATCH_CHARS_MAX characters per call, messages cut to
// EVENT_MESSAGE_MAX. Analytics events are kept only while consent is given; errors always.

import {
  EVENT_MESSAGE_MAX,
  EVENTS_BATCH_CHARS_MAX,
  EVENTS_PER_BATCH_MAX,
} from '@model/schemas/event-limits';
import type { ClientEvent, IngestEventsInput } from '@model/schemas/events';

export interface EventQueueOptions {
  send: (batch: IngestEventsInput) => Promise<unknown>;
  hasAnalyticsConsent: () => boolean;
  newRequestId: () => string;
  /** How long events wait for company before a batch goes out. */
  flushDelayMs?: number;
  /** Events kept at most while sending fails, so an offline tab does not grow without end. */
  maxPending?: number;
  schedule?: (callback: () => void, delayMs: number) => unknown;
}

export type NewEvent = Omit<ClientEvent, 'timestamp' | 'level'> & {
  level?: ClientEvent['level'];
  timestamp?: string;
};

export class EventQueue {
  private pending: ClientEvent[] = [];
  private timer: unknown = null;
  private sending: Promise<void> | null = null;
  private readonly options: Required<EventQueueOptions>;

  constructor(options: EventQueueOptions) {
    this.options = {
      flushDelayMs: 5000,
      maxPending: 500,
      schedule: (callback, delayMs) => setTimeout(callback, delayMs),
      ...options,
    };
  }

  get size(): number {
    return this.pending.length;
  }

  add(event: NewEvent): void {
    if (event.kind === 'analytics' && !this.options.hasAnalyticsConsent()) return;
    const message = event.message.slice(0, EVENT_MESSAGE_MAX) || '(empty)';
    this.pending.push({
      ...event,
      level: event.level ?? (event.kind === 'error' ? 'error' : 'info'),
      message,
      timestamp: event.timestamp ?? new Date().toISOString(),
    });
    if (this.pending.length > this.options.maxPending) {
      this.pending.splice(0, this.pending.length - this.options.maxPending);
    }
    if (this.pending.length >= EVENTS_PER_BATCH_MAX) {
      void this.flush();
    } else if (this.timer === null) {
      this.timer = this.options.schedule(() => {
        this.timer = null;
        void this.flush();
      }, this.options.flushDelayMs);
    }
  }

  /** Forgets queued analytics events, e.g. when consent is withdrawn. */
  dropAnalytics(): void {
    this.pending = this.pending.filter((event) => event.kind !== 'analytics');
  }

  /** Sends everything queued, one batch after another. Failed batches go back in the queue. */
  flush(): Promise<void> {
    this.sending ??= this.drain().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = takeBatch(this.pending);
      const analyticsConsent = this.options.hasAnalyticsConsent();
      const events = analyticsConsent ? batch : batch.filter((event) => event.kind !== 'analytics');
      if (events.length === 0) continue;
      try {
        await this.options.send({
          requestId: this.options.newRequestId(),
          events,
          analyticsConsent,
        });
      } catch {
        // Keep them for the next flush; a failing logger must never report itself.
        this.pending.unshift(...events);
        return;
      }
    }
  }
}

/** Removes from `pending` and returns the longest prefix that fits one batch. */
export function takeBatch(pending: ClientEvent[]): ClientEvent[] {
  // Room for the envelope: requestId, the consent flag and the JSON punctuation.
  let chars = 200;
  let count = 0;
  while (count < pending.length && count < EVENTS_PER_BATCH_MAX) {
    const size = JSON.stringify(pending[count]).length + 1;
    if (count > 0 && chars + size > EVENTS_BATCH_CHARS_MAX) break;
    chars += size;
    count += 1;
  }
  return pending.splice(0, count);
}
