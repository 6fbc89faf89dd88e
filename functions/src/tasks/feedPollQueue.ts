// The feeds' poll queue: one task fetches one feed source (domain/feeds/feedPollTasks.ts), as the
// inbox's queue reads one account. A failed fetch is recorded on the source and not retried by
// Cloud Tasks: the next window's tick enqueues the source again.

import { logger } from 'firebase-functions/v2';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { REGION } from '../config';
import {
  type FeedPollQueue,
  type FeedPollTask,
  parseFeedPollTask,
} from '../domain/feeds/feedPollTasks';
import { type PollFeedDeps, pollFeed } from '../domain/feeds/pollFeed';
import { MediaUrlProblem, storeMediaFromUrl } from '../domain/posts/importMedia';
import { db } from '../firebase';
import { namedTaskQueue, replanPublishing } from './queue';

const FUNCTION_NAME = 'pollFeedSource';

export function adminFeedPollQueue(): FeedPollQueue {
  return namedTaskQueue<FeedPollTask>(FUNCTION_NAME);
}

/** What a feed fetch needs in production: the clock, the media folder, the publish queue. */
export function feedPollDeps(): PollFeedDeps {
  return {
    now: () => new Date(),
    async storeImage(workspaceId, url, key) {
      try {
        const stored = await storeMediaFromUrl(workspaceId, key, 0, 0, url);
        return { path: stored.path, contentType: stored.contentType };
      } catch (error) {
        // The post is made without the image rather than not at all.
        if (error instanceof MediaUrlProblem) return null;
        throw error;
      }
    },
    afterQueued: (workspaceId, postId) => replanPublishing(db(), workspaceId, postId, new Date()),
  };
}

export const pollFeedSource = onTaskDispatched(
  {
    region: REGION,
    timeoutSeconds: 120,
    retryConfig: { maxAttempts: 1 },
    rateLimits: { maxConcurrentDispatches: 20 },
  },
  async (request) => {
    const task = parseFeedPollTask(request.data);
    // A malformed task can never succeed: answer it done rather than retry it.
    if (!task) return;
    try {
      await pollFeed(db(), task.workspaceId, task.feedId, feedPollDeps());
    } catch (error) {
      logger.warn('feed poll failed; the next window fetches the source again', {
        ...task,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  },
);
