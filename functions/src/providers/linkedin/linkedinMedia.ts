// LinkedIn's media uploads for a post: pictures through the Images API, PDFs through the
// Documents API, and videos through the Videos API, which hands out one address per part, takes
// the parts' ETags back when finalising, and processes the video before a post may show it.

import { setTimeout as sleep } from 'node:timers/promises';
import { ProviderError } from '../errors';
import { field, str } from '../fields';
import { mediaBytes, mediaSize, mediaSlice } from '../mediaChunks';
import type { MediaInput } from '../types';
import type { LinkedInSession } from './linkedin';

/** How often and how long a video is checked until LinkedIn has processed it. */
export const VIDEO_POLL = { intervalMs: 3000, attempts: 60 };

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function uploadSingle(
  session: LinkedInSession,
  api: 'images' | 'documents',
  key: 'image' | 'document',
  media: MediaInput,
): Promise<string> {
  const started = await session.rest(
    `${api}?action=initializeUpload`,
    json({ initializeUploadRequest: { owner: session.personUrn } }),
  );
  const value = field(started.body, 'value');
  const uploadUrl = str(field(value, 'uploadUrl'));
  const urn = str(field(value, key));
  if (!uploadUrl || !urn) {
    throw new ProviderError('permanent', `LinkedIn did not give an address to upload the ${key}.`);
  }
  await session.call(uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': media.contentType },
    body: await mediaBytes(media),
    label: `LinkedIn ${key} upload`,
  });
  return urn;
}

async function uploadVideo(session: LinkedInSession, media: MediaInput): Promise<string> {
  const started = await session.rest(
    'videos?action=initializeUpload',
    json({
      initializeUploadRequest: {
        owner: session.personUrn,
        fileSizeBytes: mediaSize(media),
        uploadCaptions: false,
        uploadThumbnail: false,
      },
    }),
  );
  const value = field(started.body, 'value');
  const video = str(field(value, 'video'));
  const instructions = field(value, 'uploadInstructions');
  if (!video || !Array.isArray(instructions) || instructions.length === 0) {
    throw new ProviderError('permanent', 'LinkedIn did not open an upload for the video.');
  }
  const etags: string[] = [];
  for (const part of instructions) {
    const url = str(field(part, 'uploadUrl'));
    const first = Number(field(part, 'firstByte'));
    const last = Number(field(part, 'lastByte'));
    if (!url || !Number.isFinite(first) || !Number.isFinite(last)) {
      throw new ProviderError(
        'permanent',
        'LinkedIn gave an unreadable upload plan for the video.',
      );
    }
    const sent = await session.call(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: await mediaSlice(media, first, last + 1),
      label: 'LinkedIn video part upload',
    });
    const etag = sent.headers.get('etag');
    if (!etag)
      throw new ProviderError('transient', 'LinkedIn did not confirm a part of the video.');
    etags.push(etag);
  }
  await session.rest(
    'videos?action=finalizeUpload',
    json({
      finalizeUploadRequest: {
        video,
        uploadToken: str(field(value, 'uploadToken')) ?? '',
        uploadedPartIds: etags,
      },
    }),
  );
  for (let attempt = 0; attempt < VIDEO_POLL.attempts; attempt++) {
    const status = str(
      field((await session.rest(`videos/${encodeURIComponent(video)}`)).body, 'status'),
    );
    if (status === 'AVAILABLE') return video;
    if (status === 'PROCESSING_FAILED') {
      throw new ProviderError(
        'permanent',
        'LinkedIn could not process the video; check that it is an MP4 between 3 seconds and 30 minutes.',
      );
    }
    await sleep(VIDEO_POLL.intervalMs);
  }
  throw new ProviderError(
    'transient',
    'LinkedIn is still processing the video; the post will be tried again.',
  );
}

/** Uploads one attachment and answers the URN a post's content names. */
export async function uploadMedia(session: LinkedInSession, media: MediaInput): Promise<string> {
  if (media.contentType.startsWith('video/')) return uploadVideo(session, media);
  if (media.contentType === 'application/pdf')
    return uploadSingle(session, 'documents', 'document', media);
  return uploadSingle(session, 'images', 'image', media);
}
