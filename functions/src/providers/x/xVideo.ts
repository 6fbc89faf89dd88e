// Videos on X through the v2 chunked media upload: initialize with the size and type, append
// the file in segments, finalize, then follow processing_info until X has processed the video
// (a post may only carry it then).

import { setTimeout as sleep } from 'node:timers/promises';
import { ProviderError } from '../errors';
import { count, field, str } from '../fields';
import { mediaSize, mediaSlice } from '../mediaChunks';
import { MIB } from '../mediaSizes';
import type { CallOptions, CallResult } from '../request';
import type { MediaInput } from '../types';

/** Segments of 4 MiB (X takes up to 5 MB each); waits capped so a test can shorten them. */
export const X_VIDEO = { segmentBytes: 4 * MIB, maxWaitMs: 10_000, attempts: 60 };

interface Api {
  api(path: string, options?: Omit<CallOptions, 'timeoutMs' | 'label'>): Promise<CallResult>;
}

function processing(body: unknown) {
  const info = field(field(body, 'data'), 'processing_info');
  return {
    state: str(field(info, 'state')),
    waitMs: Math.min(count(info, 'check_after_secs') * 1000, X_VIDEO.maxWaitMs),
    reason: str(field(field(info, 'error'), 'message')),
  };
}

export async function uploadXVideo(session: Api, media: MediaInput): Promise<string> {
  const total = mediaSize(media);
  const started = await session.api('/2/media/upload/initialize', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      media_type: media.contentType,
      total_bytes: total,
      media_category: 'tweet_video',
    }),
  });
  const id = str(field(field(started.body, 'data'), 'id'));
  if (!id) throw new ProviderError('permanent', 'X did not open an upload for the video.');
  for (let start = 0, segment = 0; start < total; start += X_VIDEO.segmentBytes, segment++) {
    const end = Math.min(start + X_VIDEO.segmentBytes, total);
    const form = new FormData();
    form.append('segment_index', String(segment));
    form.append('media', new Blob([await mediaSlice(media, start, end)]), 'chunk');
    await session.api(`/2/media/upload/${id}/append`, { method: 'POST', body: form });
  }
  let status = processing(
    (await session.api(`/2/media/upload/${id}/finalize`, { method: 'POST' })).body,
  );
  for (let attempt = 0; status.state && status.state !== 'succeeded'; attempt++) {
    if (status.state === 'failed') {
      throw new ProviderError(
        'permanent',
        `X could not process the video${status.reason ? ` (${status.reason})` : ''}; check its format, size and length.`,
        { remote: status.reason },
      );
    }
    if (attempt >= X_VIDEO.attempts) {
      throw new ProviderError(
        'transient',
        'X is still processing the video; the post will be tried again.',
      );
    }
    await sleep(status.waitMs);
    status = processing((await session.api(`/2/media/upload?command=STATUS&media_id=${id}`)).body);
  }
  return id;
}
