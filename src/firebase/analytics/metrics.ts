// Snapshots of post and channel counts that the metrics collector writes into each
// workspace's `metrics` (read only for members): one per post, channel and hour with the
// post's running totals, and one per channel and hour with its followers (postId null).

import { firestoreLite } from '../firestore';
import { millisOrNull, numberOrNull } from '../localised';

export interface MetricSnapshot {
  id: string;
  workspaceId: string;
  postId: string | null;
  channelId: string;
  capturedAt: number;
  impressions: number;
  likes: number;
  reposts: number;
  replies: number;
  clicks: number;
  /** Channel snapshots only: the channel's followers when it was captured. */
  followers?: number | null;
}

/** The snapshots captured in [from, to) (epoch ms) for one workspace. */
export async function listMetrics(
  workspaceId: string,
  from: number,
  to: number,
): Promise<MetricSnapshot[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'workspaces', workspaceId, 'metrics'),
      lite.where('capturedAt', '>=', lite.Timestamp.fromMillis(from)),
      lite.where('capturedAt', '<', lite.Timestamp.fromMillis(to)),
    ),
  );
  const snapshots: MetricSnapshot[] = [];
  for (const doc of snapshot.docs) {
    const data = doc.data();
    const capturedAt = millisOrNull(data.capturedAt);
    if (capturedAt === null || typeof data.channelId !== 'string') continue;
    snapshots.push({
      id: doc.id,
      workspaceId,
      postId: typeof data.postId === 'string' ? data.postId : null,
      channelId: data.channelId,
      capturedAt,
      impressions: numberOrNull(data.impressions) ?? 0,
      likes: numberOrNull(data.likes) ?? 0,
      reposts: numberOrNull(data.reposts) ?? 0,
      replies: numberOrNull(data.replies) ?? 0,
      clicks: numberOrNull(data.clicks) ?? 0,
      followers: numberOrNull(data.followers),
    });
  }
  return snapshots;
}
