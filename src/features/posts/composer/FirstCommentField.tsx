// The post's first comment: asked only when a chosen channel's network takes one (a reply on
// Bluesky, Mastodon, X and Threads; a comment on LinkedIn, Facebook and Instagram). The
// publisher sends it after the post and after a thread's last part.

import { useLingui } from '@lingui/react';
import { POST_FIRST_COMMENT_MAX, takesFirstComment } from '@model/schemas/posts/posts';
import type { Channel } from '../../../firebase/posts/post-types';
import { fc } from './first-comment-messages';
import { setFirstComment } from './store';
import { useComposer } from './use-composer';

export function FirstCommentField({
  idPrefix,
  channels,
  editable,
}: {
  idPrefix: string;
  channels: Channel[];
  editable: boolean;
}) {
  const { _ } = useLingui();
  const { channelIds, firstComment } = useComposer();
  const offered = channels.some(
    (channel) => channelIds.includes(channel.id) && takesFirstComment(channel.provider),
  );
  // A comment already written stays visible, so it is never kept out of sight.
  if (!offered && !firstComment) return null;
  const id = `${idPrefix}-first-comment`;
  return (
    <div className="posts-field" data-field="firstComment">
      <label htmlFor={id}>{_(fc.label)}</label>
      <textarea
        id={id}
        rows={2}
        maxLength={POST_FIRST_COMMENT_MAX}
        value={firstComment ?? ''}
        readOnly={!editable}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setFirstComment(event.target.value)}
      />
      <small id={`${id}-hint`}>{_(fc.hint)}</small>
    </div>
  );
}
