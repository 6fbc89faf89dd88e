// The composer's previews: one tab per chosen channel, each showing the post as that channel's
// network lays it out (src/ui/post-preview/PostPreview.tsx, which the review page shares). Tabs follow the
// WAI-ARIA tabs pattern: arrow keys, Home and End move between them, and only the chosen
// panel is shown. Its own chunk, loaded with the composer.

import { useLingui } from '@lingui/react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { Channel } from '../../../../firebase/posts/post-types';
import { postMediaUrl } from '../../../../firebase/posts/post-writes';
import { pm } from '../../../../ui/post-preview/messages';
import { PostPreview } from '../../../../ui/post-preview/PostPreview';
import { PREVIEWS_CSS } from '../../../../ui/post-preview/previews-css';
import { useStyles } from '../../../../ui/styles';
import { useLoad, valueOr } from '../../../../ui/use-load';
import { m } from '../../messages';
import { type MediaDraft, textFor } from '../store';
import { useComposer } from '../use-composer';

/** An image as the feed crops it: the local file while uploading, else the stored one. */
function Picture({ item }: { item: MediaDraft }) {
  const { load } = useLoad(() => postMediaUrl(item.path), [item.path], {
    enabled: !item.previewUrl && Boolean(item.path),
    report: 'none',
  });
  const url = item.previewUrl ?? valueOr<string | null>(load, null);
  return url ? <img src={url} alt={item.alt ?? ''} /> : <span className="net-image-wait" />;
}

const picture = (item: MediaDraft) => <Picture item={item} />;

export default function NetworkPreviews({ channels }: { channels: Channel[] }) {
  const { _ } = useLingui();
  useStyles('net-previews', PREVIEWS_CSS);
  const state = useComposer();
  const base = useId();
  const selected = channels.filter((c) => state.channelIds.includes(c.id));
  const [chosen, setChosen] = useState<string | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    selected.findIndex((c) => c.id === chosen),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const last = selected.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? activeIndex === last
          ? 0
          : activeIndex + 1
        : event.key === 'ArrowLeft'
          ? activeIndex === 0
            ? last
            : activeIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setChosen(selected[next]?.id ?? null);
    tabs.current[next]?.focus();
  };

  return (
    <section aria-label={_(m.preview)} className="net-previews">
      <h3>{_(m.preview)}</h3>
      {selected.length === 0 ? <p className="empty">{_(m.previewEmpty)}</p> : null}
      {selected.length > 1 ? (
        <div role="tablist" aria-label={_(pm.tabs)} className="net-tabs" onKeyDown={onKeyDown}>
          {selected.map((channel, index) => (
            <button
              key={channel.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${index}`}
              aria-selected={index === activeIndex}
              aria-controls={`${base}-panel-${index}`}
              tabIndex={index === activeIndex ? 0 : -1}
              onClick={() => setChosen(channel.id)}
            >
              {channel.displayName}
            </button>
          ))}
        </div>
      ) : null}
      {selected.length === 1 && selected[0] ? (
        <PostPreview
          channel={selected[0]}
          text={textFor(state, selected[0].id)}
          media={state.media}
          image={picture}
        />
      ) : null}
      {selected.length > 1
        ? selected.map((channel, index) => (
            <div
              key={channel.id}
              role="tabpanel"
              id={`${base}-panel-${index}`}
              aria-labelledby={`${base}-tab-${index}`}
              hidden={index !== activeIndex}
            >
              <PostPreview
                channel={channel}
                text={textFor(state, channel.id)}
                media={state.media}
                image={picture}
              />
            </div>
          ))
        : null}
    </section>
  );
}
