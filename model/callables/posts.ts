// Posts: schedule, publish now, cancel, retry, reopen, queues, series, comments, import, policies:
// each callable's payload schema and reply (see ./entry.ts).

import { reopenPostSchema } from '../schemas/approval';
import { addPostCommentSchema, editPostCommentSchema } from '../schemas/comments';
import { importPostsSchema } from '../schemas/imports';
import { type PolicyKind, publishPolicySchema } from '../schemas/policies';
import {
  cancelPostSchema,
  cancelPostsSchema,
  deletePostsSchema,
  type PostStatus,
  retryPostSchema,
  schedulePostSchema,
} from '../schemas/posts/posts';
import {
  addToQueueSchema,
  publishPostNowSchema,
  reorderQueueSchema,
  setQueueSchema,
} from '../schemas/queues';
import {
  cancelSeriesSchema,
  repeatPostSchema,
  setEvergreenSchema,
  setPublishingSettingsSchema,
} from '../schemas/series';
import { reply } from './entry';

/** The reply of addPostComment, editPostComment. */
export interface AddPostCommentReply {
  commentId: string;
  mentioned: number;
}

/** The reply of cancelPost, publishPostNow. */
export interface PostStatusReply {
  postId: string;
  status: PostStatus;
  changed: boolean;
}

export const POST_CALLABLES = {
  addPostComment: { input: addPostCommentSchema, reply: reply<AddPostCommentReply>() },
  addToQueue: {
    input: addToQueueSchema,
    reply: reply<{
      postId: string;
      scheduledAt: string;
      changed: boolean;
      queueId: string;
      postIds: string[];
    }>(),
  },
  cancelPost: { input: cancelPostSchema, reply: reply<PostStatusReply>() },
  cancelPosts: {
    input: cancelPostsSchema,
    reply: reply<{
      cancelled: string[];
      refused: {
        postId: string;
        reason: string;
      }[];
    }>(),
  },
  cancelSeries: {
    input: cancelSeriesSchema,
    reply: reply<{
      seriesId: string;
      cancelled: string[];
      changed: boolean;
    }>(),
  },
  deletePosts: {
    input: deletePostsSchema,
    reply: reply<{
      deleted: string[];
      refused: {
        postId: string;
        reason: string;
      }[];
    }>(),
  },
  editPostComment: { input: editPostCommentSchema, reply: reply<AddPostCommentReply>() },
  importPosts: {
    input: importPostsSchema,
    reply: reply<{
      created: number;
      existing: number;
      scheduled: string[];
      problems: {
        line: number;
        message: string;
      }[];
    }>(),
  },
  publishPolicy: {
    input: publishPolicySchema,
    reply: reply<{
      kind: PolicyKind;
      version: number;
    }>(),
  },
  publishPostNow: { input: publishPostNowSchema, reply: reply<PostStatusReply>() },
  reopenPost: {
    input: reopenPostSchema,
    reply: reply<{
      postId: string;
      status: string;
      changed: boolean;
    }>(),
  },
  reorderQueue: {
    input: reorderQueueSchema,
    reply: reply<{
      queueId: string;
      postIds: string[];
    }>(),
  },
  repeatPost: {
    input: repeatPostSchema,
    reply: reply<{
      seriesId: string;
      postIds: string[];
      firstAt: string;
    }>(),
  },
  retryPost: {
    input: retryPostSchema,
    reply: reply<{
      postId: string;
      status: PostStatus;
      changed: boolean;
      requeued: string[];
    }>(),
  },
  schedulePost: {
    input: schedulePostSchema,
    reply: reply<{
      scheduledAt: string;
      postId: string;
      status: PostStatus;
      changed: boolean;
    }>(),
  },
  setEvergreen: {
    input: setEvergreenSchema,
    reply: reply<{
      postId: string;
      evergreen: boolean;
      changed: boolean;
    }>(),
  },
  setPublishingSettings: {
    input: setPublishingSettingsSchema,
    reply: reply<{
      postsPerChannelHour: number;
      evergreenNextAt: string | null;
    }>(),
  },
  setQueue: {
    input: setQueueSchema,
    reply: reply<
      {
        queueId: string;
        postIds: string[];
      } & {
        paused: boolean;
      }
    >(),
  },
} as const;
