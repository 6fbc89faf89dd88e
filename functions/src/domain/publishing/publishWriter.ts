// The writes one run makes to a post it holds. Each write is conditioned on the post's update
// time as this run last saw it: one round trip instead of a transaction, and any change by
// someone else (another run taking an expired lease, a cancellation) makes it fail. Only then
// does a transaction look at the post to decide whether this run still holds it.

import {
  type DocumentReference,
  FieldPath,
  FieldValue,
  type Firestore,
  type Timestamp,
} from 'firebase-admin/firestore';
import type { ChannelResult, PostLease } from './publishTypes';
import { confirmedParts, readResult } from './publishTypes';

const FAILED_PRECONDITION = 9;

function isFailedPrecondition(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === FAILED_PRECONDITION
  );
}

export class PostWriter {
  /** Confirmations this writer recorded (channel and thread step); the document has them. */
  private readonly confirmed = new Set<string>();

  constructor(
    private readonly db: Firestore,
    readonly ref: DocumentReference,
    private readonly owner: string,
    private updateTime: Timestamp,
  ) {}

  private async conditional(channelId: string, result: ChannelResult): Promise<boolean> {
    try {
      const written = await this.ref.update(
        new FieldPath('results', channelId),
        result,
        'updatedAt',
        FieldValue.serverTimestamp(),
        { lastUpdateTime: this.updateTime },
      );
      this.updateTime = written.writeTime;
      return true;
    } catch (error) {
      if (isFailedPrecondition(error)) return false;
      throw error;
    }
  }

  private async refresh(): Promise<void> {
    const snap = await this.ref.get();
    if (snap.updateTime) this.updateTime = snap.updateTime;
  }

  /** Writes a channel's result while this run holds the post; false once it does not. */
  async saveResult(channelId: string, result: ChannelResult): Promise<boolean> {
    if (await this.conditional(channelId, result)) return true;
    const held = await this.db.runTransaction(async (tx) => {
      const data = (await tx.get(this.ref)).data();
      const lease = data?.lease as PostLease | null | undefined;
      if (data?.status !== 'publishing' || lease?.owner !== this.owner) return false;
      tx.update(
        this.ref,
        new FieldPath('results', channelId),
        result,
        'updatedAt',
        FieldValue.serverTimestamp(),
      );
      return true;
    });
    if (held) await this.refresh();
    return held;
  }

  /**
   * Records a post the network confirmed, whatever happened to the lease meanwhile: it is the
   * truth about the network, and whoever holds the post next must see it rather than send again.
   */
  async recordConfirmed(channelId: string, result: ChannelResult): Promise<void> {
    // A thread is confirmed part by part; each step is recorded once.
    const step = `${channelId}#${confirmedParts(result)}`;
    if (this.confirmed.has(step)) return;
    this.confirmed.add(step);
    // Unchanged since this run last saw it, the post cannot hold another confirmation.
    if (await this.conditional(channelId, result)) return;
    await this.db.runTransaction(async (tx) => {
      const data = (await tx.get(this.ref)).data();
      if (!data) return;
      const current = readResult(
        (data.results as Record<string, unknown> | undefined)?.[channelId],
      );
      if (current.status === 'published' || confirmedParts(current) >= confirmedParts(result))
        return;
      tx.update(
        this.ref,
        new FieldPath('results', channelId),
        result,
        'updatedAt',
        FieldValue.serverTimestamp(),
      );
    });
    await this.refresh();
  }
}
