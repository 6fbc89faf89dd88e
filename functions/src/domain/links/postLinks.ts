// A post's links as one network receives them: with the workspace's UTM parameters, and, when it
// asks for short links, each one replaced by /l/<code> on the app's own domain. The code is
// derived from the post, the channel and the tagged address, so a retry of the same channel
// makes the same short link and never a second one; the stored address is the only place a
// short link can lead to.

import { createHash } from 'node:crypto';
import {
  DEFAULT_LINK_SETTINGS,
  type LinkSettings,
  linkSettingsSchema,
} from '@model/schemas/growth/links';
import { type DocumentReference, FieldValue, type Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { linksIn, mapLinks, tagUrl, utmFor } from './utm';

export const SHORT_PATH = '/l/';
/** Codes are 10 characters of base64url: 60 bits, far beyond guessing one. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{10}$/;

export function linkSettingsRef(workspace: DocumentReference): DocumentReference {
  return workspace.collection('growth').doc('links');
}

/** The stored settings, or the defaults where none (or none readable) are stored. */
export function linkSettingsOf(stored: unknown): LinkSettings {
  const parsed = v.safeParse(linkSettingsSchema, stored);
  return parsed.success ? parsed.output : DEFAULT_LINK_SETTINGS;
}

export function shortCode(postId: string, channelId: string, url: string): string {
  return createHash('sha256')
    .update(`${postId}\n${channelId}\n${url}`)
    .digest('base64url')
    .slice(0, 10);
}

export interface PostLinkContext {
  db: Firestore;
  workspace: DocumentReference;
  postId: string;
  channelId: string;
  /** The network's id, the default utm_source. */
  network: string;
  post: { campaign?: unknown; series?: unknown };
  /** The app's origin, where /l/<code> is served. */
  origin: string;
}

/** The text as the network receives it; the short links it names exist once this answers. */
export async function linkedText(
  text: string,
  settings: LinkSettings,
  context: PostLinkContext,
): Promise<string> {
  if (!settings.utm && !settings.shorten) return text;
  if (linksIn(text).length === 0) return text;
  const params = utmFor(settings, context.network, context.post);
  const tagged = (link: string) => (settings.utm ? tagUrl(link, params) : link);
  if (!settings.shorten) return mapLinks(text, tagged);
  const short = new Map<string, string>();
  for (const link of linksIn(text)) {
    const url = tagged(link);
    // A link already on the app's domain (another short link, a review page) is left alone.
    if (url.startsWith(context.origin)) continue;
    const code = shortCode(context.postId, context.channelId, url);
    await createShortLink(context, code, url);
    short.set(link, `${context.origin}${SHORT_PATH}${code}`);
  }
  return mapLinks(text, (link) => short.get(link) ?? tagged(link));
}

async function createShortLink(context: PostLinkContext, code: string, url: string) {
  try {
    await context.db.collection('shortLinks').doc(code).create({
      url,
      workspaceId: context.workspace.id,
      postId: context.postId,
      channelId: context.channelId,
      clicks: 0,
      visitors: 0,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    // Made by an earlier attempt of this very channel: the same code names the same address.
    if ((error as { code?: unknown }).code !== 6) throw error;
  }
}
