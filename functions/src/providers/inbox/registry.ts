// The inbox reader of each network that has one; a sandbox channel of a real network (the
// local stack's) reads the sandbox's.

import type { ChannelSecrets } from '../types';
import { blueskyInbox } from './bluesky';
import { googleBusinessInbox } from './googleBusiness';
import { linkedinPageInbox } from './linkedin';
import { mastodonInbox } from './mastodon';
import { sandboxInbox } from './sandbox';
import { threadsInbox } from './threads';
import type { InboxReader } from './types';
import { xInbox } from './x';
import { youtubeInbox } from './youtube';

const READERS: Readonly<Record<string, InboxReader>> = {
  bluesky: blueskyInbox,
  mastodon: mastodonInbox,
  sandbox: sandboxInbox,
  youtube: youtubeInbox,
  google_business: googleBusinessInbox,
  x: xInbox,
  linkedin_page: linkedinPageInbox,
  threads: threadsInbox,
};

export function inboxReaderFor(provider: string, secrets: ChannelSecrets): InboxReader | null {
  if (secrets.sandbox === true) return sandboxInbox;
  return READERS[provider] ?? null;
}
