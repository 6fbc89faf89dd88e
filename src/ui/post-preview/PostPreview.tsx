// One channel's post as its network's feed shows it: the composer previews the post being
// written, the review page (a review link) the posts awaiting the reviewer. Where an image's
// bytes come from is the caller's: the composer reads Storage, the review page its link.

import { useLingui } from '@lingui/react';
import { textLimitForChannel } from '@model/network-limits';
import { type ReactNode, useState } from 'react';
import { initials } from '../../lib/initials';
import { NetworkLogo } from '../NetworkLogo';
import { firstLinkHost, previewText } from './cut';
import { lookOf } from './looks';
import { pm } from './messages';
import { type PreviewItem, PreviewMedia } from './PreviewMedia';

export type { PreviewItem };

/** What the preview shows of a channel: its network, names and text limits. */
export interface PreviewChannel {
  id: string;
  provider: string;
  handle: string;
  displayName: string;
  /** The connected account's picture; its initials on the network's colour when absent. */
  avatarUrl?: string | null;
  maxLength?: unknown;
  limits?: unknown;
}

/** The account's picture as the network shows it, or its initials when it has none (or fails). */
function AccountPicture({ channel, shape }: { channel: PreviewChannel; shape: string }) {
  const [broken, setBroken] = useState(false);
  if (channel.avatarUrl && !broken) {
    return (
      <img
        className="net-avatar"
        data-shape={shape}
        src={channel.avatarUrl}
        alt=""
        width={40}
        height={40}
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className="net-avatar" data-shape={shape} aria-hidden="true">
      {initials(channel.displayName) || '?'}
    </span>
  );
}

export function PostPreview<T extends PreviewItem>({
  channel,
  text,
  media,
  image,
  when,
}: {
  channel: PreviewChannel;
  text: string;
  media: readonly T[];
  image: (item: T, index: number) => ReactNode;
  /** When the post shows as published; "now" when absent. */
  when?: string;
}) {
  const { _ } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const look = lookOf(channel.provider);
  const cut = previewText(text, channel);
  const host = look.linkCard && media.length === 0 ? firstLinkHost(text) : null;
  const folded = cut.folded.length > 0;
  return (
    <article className="net-preview" data-preview={channel.id} data-network={channel.provider}>
      <header className="net-head">
        <span className="avatar-with-network">
          <AccountPicture channel={channel} shape={look.avatar} />
          <NetworkLogo provider={channel.provider} size={14} />
        </span>
        <span className="net-who">
          <strong>{channel.displayName}</strong>
          <span className="net-handle">
            {channel.handle ? `${channel.handle} · ` : ''}
            {when ?? _(pm.now)}
          </span>
        </span>
      </header>
      {cut.visible || folded ? (
        <p className="net-text">
          <span className="post-text">{expanded ? cut.visible + cut.folded : cut.visible}</span>
          {folded ? (
            <>
              {expanded ? ' ' : '… '}
              <button
                type="button"
                className="net-more-link"
                aria-expanded={expanded}
                onClick={() => setExpanded(!expanded)}
              >
                {_(expanded ? pm.seeLess : pm.seeMore)}
              </button>
            </>
          ) : null}
        </p>
      ) : null}
      {cut.overflow ? (
        <p className="net-overflow">
          <span className="net-overflow-label">
            {_({ ...pm.overflow, values: { max: textLimitForChannel(channel).maxLength } })}
          </span>
          <del>{cut.overflow}</del>
        </p>
      ) : null}
      <PreviewMedia media={media} look={look} image={image} />
      {host ? (
        <div className="net-link" role="img" aria-label={_({ ...pm.linkCard, values: { host } })}>
          <span className="net-link-image" aria-hidden="true" />
          <span className="net-link-title" aria-hidden="true">
            {host}
          </span>
          <span className="net-link-host" aria-hidden="true">
            {host}
          </span>
        </div>
      ) : null}
    </article>
  );
}
