// Videos on Bluesky through its video service: the PDS issues a short service token for
// uploadBlob, the video goes to video.bsky.app, which processes it as a job; once the job is
// complete its blob is what the post's app.bsky.embed.video names.

import { setTimeout as sleep } from 'node:timers/promises';
import { ProviderError } from '../errors';
import { field, str } from '../fields';
import { mediaBytes } from '../mediaChunks';
import { call } from '../request';
import type { MediaInput, ProviderContext } from '../types';

export const BLUESKY_VIDEO_SERVICE = 'https://video.bsky.app';
export const BLUESKY_VIDEO = { pollMs: 2000, attempts: 90 };

interface Session {
  secrets: { service: string; did?: string };
  xrpc(method: string, options: { query?: URLSearchParams }): Promise<unknown>;
}

/** Uploads the video to the video service, waits for its job, and answers the blob to embed. */
export async function uploadBlueskyVideo(
  session: Session,
  media: MediaInput,
  ctx: Pick<ProviderContext, 'timeoutMs'>,
): Promise<unknown> {
  const did = session.secrets.did ?? '';
  const pds = new URL(session.secrets.service).host;
  const auth = await session.xrpc('com.atproto.server.getServiceAuth', {
    query: new URLSearchParams({
      aud: `did:web:${pds}`,
      lxm: 'com.atproto.repo.uploadBlob',
      exp: String(Math.floor(Date.now() / 1000) + 1800),
    }),
  });
  const token = str(field(auth, 'token'));
  if (!token) throw new ProviderError('permanent', 'Bluesky did not allow the video upload.');
  const name = `${crypto.randomUUID()}.mp4`;
  let jobId: string | undefined;
  try {
    const started = await call(
      `${BLUESKY_VIDEO_SERVICE}/xrpc/app.bsky.video.uploadVideo?${new URLSearchParams({ did, name })}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': media.contentType },
        body: await mediaBytes(media),
        label: 'Bluesky uploadVideo',
        timeoutMs: ctx.timeoutMs,
      },
    );
    jobId = str(field(started.body, 'jobId'));
  } catch (error) {
    // The same video sent before is a 409 naming the job that already has it.
    if (!(error instanceof ProviderError) || error.status !== 409) throw error;
    jobId = error.remote?.match(/[a-z0-9]{10,}/i)?.[0];
    if (!jobId) throw error;
  }
  if (!jobId) throw new ProviderError('permanent', 'Bluesky did not start processing the video.');
  for (let attempt = 0; attempt < BLUESKY_VIDEO.attempts; attempt++) {
    const status = field(
      (
        await call(
          `${BLUESKY_VIDEO_SERVICE}/xrpc/app.bsky.video.getJobStatus?${new URLSearchParams({ jobId })}`,
          { label: 'Bluesky getJobStatus', timeoutMs: ctx.timeoutMs },
        )
      ).body,
      'jobStatus',
    );
    const state = str(field(status, 'state'));
    const blob = field(status, 'blob');
    if (state === 'JOB_STATE_COMPLETED' && blob) return blob;
    if (state === 'JOB_STATE_FAILED') {
      const reason = str(field(status, 'message')) ?? str(field(status, 'error'));
      throw new ProviderError(
        'permanent',
        `Bluesky could not process the video${reason ? ` (${reason})` : ''}; check its format, size and length.`,
        { remote: reason },
      );
    }
    await sleep(BLUESKY_VIDEO.pollMs);
  }
  throw new ProviderError(
    'transient',
    'Bluesky is still processing the video; the post will be tried again.',
  );
}
