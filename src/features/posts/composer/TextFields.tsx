import { useLingui } from '@lingui/react';
import type { Channel } from '../../../firebase/posts/post-types';
import { ChannelPicker } from '../ChannelPicker';
import { CharacterCount } from '../CharacterCount';
import type { ChannelCount } from '../draft';
import { m } from '../messages';
import { describedBy, FieldError } from './FieldError';
import { setText, setVariant, toggleChannel, toggleVariant } from './store';
import { useComposer } from './use-composer';

/** The channels to post to, the common text, and each chosen channel's own text and count. */
export function TextFields({
  idPrefix,
  channels,
  counts,
  editable,
  reconnectHref,
}: {
  idPrefix: string;
  channels: Channel[];
  counts: readonly ChannelCount[];
  editable: boolean;
  reconnectHref: string | undefined;
}) {
  const { _ } = useLingui();
  const state = useComposer();
  return (
    <>
      <div data-field="channels">
        <ChannelPicker
          channels={channels}
          chosen={state.channelIds}
          onToggle={toggleChannel}
          disabled={!editable}
          reconnectHref={reconnectHref}
        />
        <FieldError idPrefix={idPrefix} field="channels" />
      </div>
      <div data-field="text" className="posts-field">
        <label className="posts-field">
          {_(m.text)}
          <textarea
            value={state.text}
            readOnly={!editable}
            aria-invalid={state.problems.text ? true : undefined}
            aria-describedby={describedBy(idPrefix, state.problems, 'text')}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <FieldError idPrefix={idPrefix} field="text" />
      </div>
      {counts.map((entry) => {
        const { channel } = entry;
        const variant = state.variants[channel.id];
        return (
          <div key={channel.id} className="posts-field">
            <label>
              <input
                type="checkbox"
                disabled={!editable}
                checked={variant !== undefined}
                onChange={(e) => toggleVariant(channel.id, e.target.checked)}
              />{' '}
              {_({ ...m.adjustFor, values: { channel: channel.displayName } })}
            </label>
            {variant !== undefined ? (
              <textarea
                aria-label={_({ ...m.adjustFor, values: { channel: channel.displayName } })}
                value={variant}
                readOnly={!editable}
                onChange={(e) => setVariant(channel.id, e.target.value)}
              />
            ) : null}
            <CharacterCount count={entry} />
          </div>
        );
      })}
    </>
  );
}
