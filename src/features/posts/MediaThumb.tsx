import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import type { PostMedia } from '../../firebase/posts/post-types';
import { postMediaUrl } from '../../firebase/posts/post-writes';
import { useLoad, valueOr } from '../../ui/use-load';
import { m } from './messages';

/**
 * A saved image of a post, fetched only once it scrolls into view (a list of fifty posts asks
 * Storage for the few on screen), with its alt text shown beside it so a missing one is seen.
 * A video shows its name instead of a frame, which would mean downloading it.
 */
export function MediaThumb({ item, compact = false }: { item: PostMedia; compact?: boolean }) {
  const { _ } = useLingui();
  const box = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  const image = item.contentType.startsWith('image/');

  useEffect(() => {
    const element = box.current;
    if (!element || !image) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        setVisible(true);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [image]);

  const { load } = useLoad(() => postMediaUrl(item.path), [item.path], {
    enabled: image && visible,
    report: 'none',
  });
  const url = valueOr<string | null>(load, null);
  const failed = load.state === 'failed';

  const alt = item.alt?.trim() ?? '';
  const picture =
    image && url && !failed ? (
      <img src={url} alt={alt} width={item.width} height={item.height} loading="lazy" />
    ) : (
      <span className="thumb-placeholder" aria-hidden="true">
        {image ? '' : '▶'}
      </span>
    );
  // Inside a calendar chip (a button) only phrasing content is allowed: a span, no caption.
  if (compact) {
    return (
      <span ref={box} className="thumb thumb-compact" data-media-thumb={item.path}>
        {picture}
      </span>
    );
  }
  return (
    <figure ref={box} className="thumb" data-media-thumb={item.path}>
      {picture}
      <figcaption data-alt={alt ? 'yes' : 'no'}>
        {alt ? _({ ...m.altShown, values: { alt } }) : _(m.noAlt)}
      </figcaption>
    </figure>
  );
}
