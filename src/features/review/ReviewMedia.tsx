// A post's media on the review page, as the networks will show it: each image is fetched
// through the review link (openReviewMedia answers only for a post the link covers) once it
// scrolls into view; a video shows a frame-shaped placeholder with its description, which
// would otherwise mean downloading the whole file.

import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { openReviewMedia } from '../../firebase/review-links';
import type { ReviewPost } from '../../lib/schemas/review-links';
import { rm } from './messages';

type Item = ReviewPost['media'][number];

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

function ReviewImage({
  item,
  token,
  postId,
  index,
}: {
  item: Item;
  token: string;
  postId: string;
  index: number;
}) {
  const { _ } = useLingui();
  const box = useRef<HTMLDivElement>(null);
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
    <div ref={box} className="review-media-item">
      {url ? (
        <img src={url} alt={item.alt} loading="lazy" data-review-image="" />
      ) : (
        <div className="review-media-placeholder" role="img" aria-label={item.alt || _(rm.image)}>
          {url === null ? _({ ...rm.media, values: { kind: 'image', alt: item.alt } }) : null}
        </div>
      )}
    </div>
  );
}

export function ReviewMedia({
  media,
  token,
  postId,
}: {
  media: ReviewPost['media'];
  token: string;
  postId: string;
}) {
  const { _ } = useLingui();
  if (media.length === 0) return null;
  return (
    <div className="review-media">
      {media.map((item, index) =>
        item.kind === 'video' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: media items have no id; order is fixed
          <div key={index} className="review-media-item">
            <div className="review-media-placeholder review-video" data-review-video="">
              <span aria-hidden="true">▶</span>{' '}
              {_({ ...rm.media, values: { kind: 'video', alt: item.alt } })}
            </div>
          </div>
        ) : (
          <ReviewImage
            // biome-ignore lint/suspicious/noArrayIndexKey: media items have no id; order is fixed
            key={index}
            item={item}
            token={token}
            postId={postId}
            index={index}
          />
        ),
      )}
    </div>
  );
}
