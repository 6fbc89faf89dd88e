// TikTok's Content Posting guidelines ask for this declaration beside the button that posts
// whenever a post is headed for TikTok, with a link to its Music Usage Confirmation.

import { useLingui } from '@lingui/react';
import type { Channel } from '../../../firebase/posts/post-types';
import { tt } from './tiktok-messages';
import { useComposer } from './use-composer';

const MUSIC_USAGE_URL = 'https://www.tiktok.com/legal/page/global/music-usage-confirmation/en';
const MARK = '\u0000';

export function TikTokConsent({ channels }: { channels: readonly Channel[] }) {
  const { _ } = useLingui();
  const { channelIds } = useComposer();
  const tiktok = channels.some(
    (channel) => channel.provider === 'tiktok' && channelIds.includes(channel.id),
  );
  if (!tiktok) return null;
  // The link sits where the translation puts it.
  const [before = '', after = ''] = _({ ...tt.consent, values: { link: MARK } }).split(MARK);
  return (
    <p className="composer-consent" data-testid="tiktok-consent">
      {before}
      <a href={MUSIC_USAGE_URL} target="_blank" rel="noreferrer">
        {_(tt.musicUsage)}
      </a>
      {after}
    </p>
  );
}
