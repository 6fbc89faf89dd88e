// Each chosen channel's choices, asked of the server once per composer session and channel.

import { useEffect, useState } from 'react';
import {
  type ChannelPostingChoices,
  channelPostingChoices,
} from '../../../firebase/posting-choices';

export type ChoicesState =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; choices: ChannelPostingChoices[] };

const cache = new Map<string, Promise<ChannelPostingChoices>>();
/** The answers already in, by channel id: the composer's checks read them without waiting. */
const settled = new Map<string, ChannelPostingChoices>();

/** A channel's choices if they have been read in this session. */
export function knownChoices(channelId: string): ChannelPostingChoices | undefined {
  return settled.get(channelId);
}

/**
 * The longest video (seconds) every chosen TikTok creator may post, from creator_info's
 * max_video_post_duration_sec; undefined while unknown.
 */
export function tiktokMaxSeconds(channelIds: readonly string[]): number | undefined {
  const limits = channelIds
    .map((id) => knownChoices(id)?.tiktok?.maxVideoSeconds)
    .filter((seconds): seconds is number => typeof seconds === 'number' && seconds > 0);
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

function load(workspaceId: string, channelId: string, fresh: boolean) {
  const key = `${workspaceId}/${channelId}`;
  let pending = fresh ? undefined : cache.get(key);
  if (!pending) {
    pending = channelPostingChoices(workspaceId, channelId);
    cache.set(key, pending);
    // A failure is not remembered: the next look asks again.
    pending.then(
      (choices) => settled.set(channelId, choices),
      () => cache.delete(key),
    );
  }
  return pending;
}

/** The choices of `channelIds` (all of one network); `retry` asks the network again. */
export function usePostingChoices(workspaceId: string | undefined, channelIds: readonly string[]) {
  const [result, setResult] = useState<ChoicesState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = channelIds.join(',');
  useEffect(() => {
    if (!workspaceId || key === '') return;
    let live = true;
    setResult({ state: 'loading' });
    Promise.all(key.split(',').map((id) => load(workspaceId, id, attempt > 0))).then(
      (choices) => live && setResult({ state: 'ready', choices }),
      () => live && setResult({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [workspaceId, key, attempt]);
  return { ...result, retry: () => setAttempt((n) => n + 1) } as ChoicesState & {
    retry: () => void;
  };
}
