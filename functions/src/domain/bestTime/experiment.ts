// The best-time experiment where the queue places a post. With the workspace's experiment on,
// a post for one channel is drawn (crypto.randomInt: a fair draw no caller can steer) to the
// exploration arm with the set share, else to the suggested arm; the queue's placement
// (queueSearch.ts firstFreeSlot) then takes the first free slot whose hour of the week, in the
// channel's zone, is suggested (suggested arm) or is not (exploration). The arms are drawn among
// the queue's own slots, so no post goes out at a time nobody chose; a queue without both kinds
// of slot, or a post for several channels (each with its own best times), is placed as usual
// and left out. The post keeps its arm and the suggestion it had (`experiment`).

import { randomInt } from 'node:crypto';
import type { ChannelBestTimes } from '@model/best-time';
import { hourOfWeek } from '@model/best-time';
import { nextSlots, type QueueSlot } from '@model/queue-slots';
import type { ExperimentArm, ExperimentSettings } from '@model/schemas/growth/experiment';
import { type DocumentReference, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { Workspace } from '../workspaces/workspaces';
import { suggestionFor } from './bestTimes';
import { experimentSettingsOf } from './experimentReport';

/** A uniform whole number in [0, n). */
export type Draw = (n: number) => number;
const fairDraw: Draw = (n) => randomInt(n);

export function experimentRef(workspace: DocumentReference): DocumentReference {
  return workspace.collection('growth').doc('experiment');
}

/** The workspace's experiment setting, read in the placing transaction. */
export async function readExperiment(
  tx: Transaction,
  workspace: Workspace,
): Promise<ExperimentSettings> {
  return experimentSettingsOf((await tx.get(experimentRef(workspace.ref))).data());
}

export function drawArm(share: number, draw: Draw): ExperimentArm {
  return draw(100) < share ? 'exploration' : 'suggested';
}

/** Whether an instant serves an arm: its hour of the week is suggested, or is not. */
export function servesArm(
  arm: ExperimentArm,
  suggested: ReadonlySet<number>,
  zone: string,
): (at: number) => boolean {
  return (at) => suggested.has(hourOfWeek(at, zone)) === (arm === 'suggested');
}

export interface ExperimentPlan {
  arm: ExperimentArm;
  /** The slots the post may take. */
  eligible: (at: number) => boolean;
  /** The post's `experiment`, once it has its time. */
  mark: (at: number) => Record<string, unknown>;
}

/** The arm of one post, or null when the queue's slots cannot serve both arms. */
export function planArm(input: {
  share: number;
  best: ChannelBestTimes;
  slots: readonly QueueSlot[];
  queueZone: string;
  now: Date;
  draw: Draw;
}): ExperimentPlan | null {
  const { best } = input;
  const suggested = new Set(best.best.map((slot) => (slot.day - 1) * 24 + slot.hour));
  // A week of the queue's slots: each weekly slot once.
  const week = nextSlots(input.slots, input.queueZone, input.now.getTime(), input.slots.length);
  const isSuggested = servesArm('suggested', suggested, best.zone);
  if (!week.some(isSuggested) || week.every(isSuggested)) return null;
  const arm = drawArm(input.share, input.draw);
  return {
    arm,
    eligible: servesArm(arm, suggested, best.zone),
    mark: (at) => ({
      arm,
      channelId: best.channelId,
      suggested: [...suggested].sort((a, b) => a - b),
      basis: best.basis,
      at: Timestamp.fromMillis(at),
      share: input.share,
    }),
  };
}

/** The plan for a post the queue places now, or null when the experiment leaves it out. */
export async function experimentPlan(
  settings: ExperimentSettings,
  post: { workspace: Workspace; data: Record<string, unknown> },
  queue: { slots: readonly QueueSlot[]; zone: string },
  now: Date,
  draw: Draw = fairDraw,
): Promise<ExperimentPlan | null> {
  const channels = post.data.channelIds;
  if (!settings.enabled || !Array.isArray(channels) || channels.length !== 1) return null;
  // The suggestion is read outside the transaction: the metrics it reads need no lock.
  const best = await suggestionFor(
    post.workspace.ref.firestore,
    post.workspace,
    String(channels[0]),
    now,
  );
  if (!best) return null;
  return planArm({
    share: settings.share,
    best,
    slots: queue.slots,
    queueZone: queue.zone,
    now,
    draw,
  });
}
