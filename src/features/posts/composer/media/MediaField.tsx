import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import type { Channel } from '../../../../firebase/posts/post-types';
import { MediaThumb } from '../../MediaThumb';
import { MEDIA_TYPES } from '../../media-upload';
import { m } from '../../messages';
import { addFiles } from '../actions';
import { FieldError } from '../FieldError';
import { removeMedia, updateMedia } from '../store';
import { useComposer } from '../use-composer';
import { tiktokMaxSeconds, usePostingChoices } from '../use-posting-choices';
import { LibraryButton } from './LibraryButton';
import { mr } from './media-rules-messages';

const MediaRules = lazy(() => import('./MediaRules').then((mod) => ({ default: mod.MediaRules })));

/** LinkedIn's document posts: a PDF, for LinkedIn channels only. */
const PDF = 'application/pdf';

/** The post's images and videos: add (uploaded at once), describe, remove. */
export function MediaField({
  idPrefix,
  workspaceId,
  editable,
  channels = [],
}: {
  idPrefix: string;
  workspaceId: string;
  editable: boolean;
  /** The workspace's channels: the chosen ones' media rules are shown next to the media. */
  channels?: readonly Channel[];
}) {
  const { _ } = useLingui();
  const { media, channelIds, text } = useComposer();
  const chosen = channels.filter((channel) => channelIds.includes(channel.id));
  const providers = chosen.map((channel) => channel.provider);
  // TikTok says how long a video each creator may post: the rules show the shortest limit.
  const tiktokIds = chosen.filter((c) => c.provider === 'tiktok').map((c) => c.id);
  const tiktokChoices = usePostingChoices(workspaceId, tiktokIds);
  const tiktokMax = tiktokChoices.state === 'ready' ? tiktokMaxSeconds(tiktokIds) : undefined;
  const linkedin = providers.some((provider) => provider.startsWith('linkedin'));
  const extra = linkedin ? [PDF] : [];
  return (
    <fieldset disabled={!editable} data-field="media">
      <legend>{_(m.media)}</legend>
      <FieldError idPrefix={idPrefix} field="media" />
      <label className="posts-field">
        {_(m.addMedia)}
        <input
          type="file"
          accept={[...MEDIA_TYPES, ...extra].join(',')}
          multiple
          onChange={(e) => {
            addFiles(_, workspaceId, e.target.files, extra);
            e.target.value = '';
          }}
        />
      </label>
      <LibraryButton workspaceId={workspaceId} />
      {linkedin ? <small>{_(mr.pdfHint)}</small> : null}
      {providers.length > 0 ? (
        <Suspense fallback={null}>
          <MediaRules
            providers={providers}
            media={media}
            hasText={text.trim().length > 0}
            maxVideoSeconds={tiktokMax !== undefined ? { tiktok: tiktokMax } : {}}
          />
        </Suspense>
      ) : null}
      {media.map((item) => (
        <div key={item.key} className="media-item" data-media-path={item.path}>
          {item.previewUrl && item.contentType.startsWith('image/') ? (
            <img src={item.previewUrl} alt={item.alt ?? ''} />
          ) : item.contentType === PDF ? (
            <span>{item.name || item.path.split('/').pop()}</span>
          ) : item.path && !item.uploading ? (
            <MediaThumb item={item} compact />
          ) : null}
          {item.uploading ? (
            <progress
              max={1}
              value={item.progress}
              aria-label={_({ ...m.uploading, values: { name: item.name } })}
            />
          ) : null}
          <label className="posts-field">
            {_({ ...m.alt, values: { name: item.name } })}
            <input
              value={item.alt ?? ''}
              maxLength={1000}
              onChange={(e) => updateMedia(item.key, { alt: e.target.value })}
            />
          </label>
          <button type="button" className="button" onClick={() => removeMedia(item.key)}>
            {_(m.remove)}
          </button>
        </div>
      ))}
    </fieldset>
  );
}
