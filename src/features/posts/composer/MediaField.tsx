import { useLingui } from '@lingui/react';
import { MediaThumb } from '../MediaThumb';
import { MEDIA_TYPES } from '../media-upload';
import { m } from '../messages';
import { addFiles } from './actions';
import { FieldError } from './FieldError';
import { LibraryButton } from './LibraryButton';
import { removeMedia, updateMedia } from './store';
import { useComposer } from './use-composer';

/** The post's images and videos: add (uploaded at once), describe, remove. */
export function MediaField({
  idPrefix,
  workspaceId,
  editable,
}: {
  idPrefix: string;
  workspaceId: string;
  editable: boolean;
}) {
  const { _ } = useLingui();
  const { media } = useComposer();
  return (
    <fieldset disabled={!editable} data-field="media">
      <legend>{_(m.media)}</legend>
      <FieldError idPrefix={idPrefix} field="media" />
      <label className="posts-field">
        {_(m.addMedia)}
        <input
          type="file"
          accept={MEDIA_TYPES.join(',')}
          multiple
          onChange={(e) => {
            addFiles(_, workspaceId, e.target.files);
            e.target.value = '';
          }}
        />
      </label>
      <LibraryButton workspaceId={workspaceId} />
      {media.map((item) => (
        <div key={item.key} className="media-item" data-media-path={item.path}>
          {item.previewUrl && item.contentType.startsWith('image/') ? (
            <img src={item.previewUrl} alt={item.alt ?? ''} />
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
