import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { type Look, singleImageAspect } from './looks';
import { pm } from './messages';

/** One of a post's files as the previews need it; where an image's bytes come from is the caller's. */
export interface PreviewItem {
  key: string;
  contentType: string;
  width?: number;
  height?: number;
  /** What a video's frame is called for a screen reader: its file name or description. */
  name: string;
}

/** Draws an image of the post, filling the cell the layout gives it. */
export type DrawImage = (item: PreviewItem, index: number) => ReactNode;

/** A video as a frame with a play sign: the preview never downloads the video itself. */
function VideoFrame({ item }: { item: PreviewItem }) {
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

function Tile({ item, index, image }: { item: PreviewItem; index: number; image: DrawImage }) {
  return item.contentType.startsWith('video/') ? <VideoFrame item={item} /> : image(item, index);
}

/** The post's media laid out the network's way: a grid of 1–4, or a carousel. */
export function PreviewMedia<T extends PreviewItem>({
  media,
  look,
  image,
}: {
  media: readonly T[];
  look: Look;
  image: (item: T, index: number) => ReactNode;
}) {
  const { _ } = useLingui();
  const first = media[0];
  if (!first) return null;
  const draw = image as DrawImage;
  if (look.layout === 'carousel' || media.length === 1) {
    return (
      <div
        className="net-media net-single"
        style={{ aspectRatio: String(singleImageAspect(look, first.width, first.height)) }}
      >
        <Tile item={first} index={0} image={draw} />
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
          <Tile item={item} index={index} image={draw} />
          {hidden > 0 && index === shown.length - 1 ? (
            <span className="net-more">{_({ ...pm.moreImages, values: { count: hidden } })}</span>
          ) : null}
        </div>
      ))}
    </div>
  );
}
