import { useLingui } from '@lingui/react';
import type { Channel } from '../../../firebase/post-types';
import { MediaThumb } from '../MediaThumb';
import { m } from '../messages';
import { textFor } from './store';
import { useComposer } from './use-composer';

/** The post as each chosen channel will show it: its text and the images. */
export function Preview({ channels }: { channels: Channel[] }) {
  const { _ } = useLingui();
  const state = useComposer();
  const selected = channels.filter((c) => state.channelIds.includes(c.id));
  return (
    <section aria-label={_(m.preview)}>
      <h3>{_(m.preview)}</h3>
      {selected.length === 0 ? <p className="empty">{_(m.previewEmpty)}</p> : null}
      <div style={{ display: 'grid', gap: '.6rem' }}>
        {selected.map((channel) => (
          <article key={channel.id} className="preview-card" data-preview={channel.id}>
            <strong>{channel.displayName}</strong>
            <span className="handle">{channel.handle}</span>
            <p className="post-text">{textFor(state, channel.id)}</p>
            <div className="media-item">
              {state.media
                .filter((item) => item.contentType.startsWith('image/'))
                .map((item) =>
                  item.previewUrl ? (
                    <img key={item.key} src={item.previewUrl} alt={item.alt ?? ''} />
                  ) : item.path ? (
                    <MediaThumb key={item.key} item={item} compact />
                  ) : null,
                )}
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
