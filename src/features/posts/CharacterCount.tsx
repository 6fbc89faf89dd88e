import { useLingui } from '@lingui/react';
import type { ChannelCount } from './draft';
import { m } from './messages';

/** "Bluesky: 120 of 300 characters", marked when the text no longer fits. */
export function CharacterCount({
  count: { channel, count, limit, over },
}: {
  count: ChannelCount;
}) {
  const { _ } = useLingui();
  return (
    <span className="counter" data-over={over} data-channel={channel.id} aria-live="polite">
      {channel.displayName}: {_({ ...m.count, values: { count, max: limit.maxLength } })}
    </span>
  );
}
