import { useLingui } from '@lingui/react';
import { postMediaUrl } from '../../../../firebase/post-writes';
import { useLoad, valueOr } from '../../../../ui/use-load';
import type { MediaDraft } from '../store';
import { type Look, singleImageAspect } from './looks';
import { pm } from './messages';

/** An image as the feed crops it: the local file while uploading, else the stored one. */
function Picture({ item }: { item: MediaDraft }) {
  const { load } = useLoad(() => postMediaUrl(item.path), [item.path], {
    enabled: !item.previewUrl && Boolean(item.path),
    report: 'none',
  });
  const url = item.previewUrl ?? valueOr<string | null>(load, null);
  return url ? <img src={url} alt={item.alt ?? ''} /> : <span className="net-image-wait" />;
}

/** A video as a frame with a play sign: the preview never downloads the video itself. */
function VideoFrame({ item }: { item: MediaDraft }) {
  const { _ } = useLingui();
  return (
    <span
      className="net-video"
      role="img"
      aria-label={_({ ...pm.video, values: { name: item.name } })}
    >
      <span aria-hidden="true">▶</span>
    </span>
  );
}

function Tile({ item }: { item: MediaDraft }) {
  return item.contentType.startsWith('video/') ? (
    <VideoFrame item={item} />
  ) : (
    <Picture item={item} />
  );
}

/** The post's media laid out the network's way: a grid of 1–4, or a carousel. */
export function PreviewMedia({ media, look }: { media: readonly MediaDraft[]; look: Look }) {
  const { _ } = useLingui();
  const first = media[0];
  if (!first) return null;
  if (look.layout === 'carousel' || media.length === 1) {
    return (
      <div
        className="net-media net-single"
        style={{ aspectRatio: String(singleImageAspect(look, first.width, first.height)) }}
      >
        <Tile item={first} />
        {media.length > 1 ? (
          <span className="net-carousel">
            {_({ ...pm.carousel, values: { count: media.length } })}
          </span>
        ) : null}
      </div>
    );
  }
  const shown = media.slice(0, look.maxShown);
  const hidden = media.length - shown.length;
  return (
    <div className="net-media net-grid" data-count={shown.length}>
      {shown.map((item, index) => (
        <div key={item.key} className="net-cell">
          <Tile item={item} />
          {hidden > 0 && index === shown.length - 1 ? (
            <span className="net-more">{_({ ...pm.moreImages, values: { count: hidden } })}</span>
          ) : null}
        </div>
      ))}
    </div>
  );
}
