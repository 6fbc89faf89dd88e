// A post's media on the review page, laid out each network's way by the shared previews
// (src/ui/post-preview): each image is fetched through the review link (openReviewMedia
// answers only for a post the link covers) once it scrolls into view, once for all the
// channels' previews; a video shows the previews' frame with a play sign, which would
// otherwise mean downloading the whole file.

import { useLingui } from '@lingui/react';
import type { ReviewPost } from '@model/schemas/review-links';
import { useEffect, useRef, useState } from 'react';
import { openReviewMedia } from '../../firebase/review/review-links';
import type { PreviewItem } from '../../ui/post-preview/PostPreview';
import { rm } from './messages';

/** A file of a reviewed post as the previews take it. */
export interface ReviewItem extends PreviewItem {
  alt: string;
}

/** The post's media for the previews: kinds stand in for types, since only kinds are sent. */
export function reviewItems(media: ReviewPost['media']): ReviewItem[] {
  return media.map((item, index) => ({
    key: String(index),
    contentType: item.kind === 'video' ? 'video/*' : 'image/*',
    width: item.width,
    height: item.height,
    alt: item.alt,
    name: item.alt || String(index + 1),
  }));
}

function blobUrl(contentType: string, base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: contentType }));
}

/** Each image's URL per post and index, fetched once for all the channels' previews. */
const loaded = new Map<string, Promise<string | null>>();

function imageUrl(token: string, postId: string, index: number): Promise<string | null> {
  const key = `${postId}/${index}`;
  let url = loaded.get(key);
  if (!url) {
    url = openReviewMedia(token, postId, index).then((file) =>
      file.data ? blobUrl(file.contentType, file.data) : null,
    );
    // A failure is not remembered, so the next look asks again.
    url.catch(() => loaded.delete(key));
    loaded.set(key, url);
  }
  return url;
}

/** One image, filling the cell the network's layout gives it. */
export function ReviewImage({
  item,
  token,
  postId,
  index,
}: {
  item: ReviewItem;
  token: string;
  postId: string;
  index: number;
}) {
  const { _ } = useLingui();
  const box = useRef<HTMLSpanElement>(null);
  const [url, setUrl] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let live = true;
    const load = () =>
      imageUrl(token, postId, index).then(
        (found) => live && setUrl(found),
        () => live && setUrl(null),
      );
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        load();
      }
    });
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [token, postId, index]);

  return (
    <span ref={box} className="review-image">
      {url ? (
        <img src={url} alt={item.alt} data-review-image="" />
      ) : (
        // Waiting, or an image too large to send inline: its description stands in for it.
        <span
          className="net-image-wait review-image-wait"
          role="img"
          aria-label={item.alt || _(rm.image)}
        >
          {url === null ? _({ ...rm.media, values: { kind: 'image', alt: item.alt } }) : null}
        </span>
      )}
    </span>
  );
}
