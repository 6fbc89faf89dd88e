// Beside the thread's parts: the chosen networks that publish them as a thread and, for those
// without threads, the person's choice of what they publish instead.

import { useLingui } from '@lingui/react';
import { THREAD_ELSEWHERE, type ThreadElsewhere } from '@model/schemas/posts/posts';
import type { Channel } from '../../../firebase/posts/post-types';
import { formatList } from '../../../lib/list-format';
import { FieldError } from './FieldError';
import { setThreadElsewhere } from './store';
import { hasParts, threadReach } from './thread-choice';
import { tc } from './thread-messages';
import { useComposer } from './use-composer';

const LABELS: Record<ThreadElsewhere, typeof tc.firstPart> = {
  first_part: tc.firstPart,
  separate_posts: tc.separate,
};

export function ThreadChoiceField({
  idPrefix,
  channels,
  editable,
}: {
  idPrefix: string;
  channels: readonly Channel[];
  editable: boolean;
}) {
  const { _, i18n } = useLingui();
  const { thread, channelIds, threadElsewhere } = useComposer();
  if (!hasParts(thread)) return null;
  const reach = threadReach(channels.filter((channel) => channelIds.includes(channel.id)));
  if (reach.threads.length === 0 && reach.without.length === 0) return null;
  const list = (names: string[]) => formatList(i18n.locale, names);
  return (
    <fieldset className="thread-choice" data-field="thread" disabled={!editable}>
      <legend>{_(tc.legend)}</legend>
      {reach.threads.length > 0 ? (
        <p className="form-info">{_({ ...tc.takes, values: { channels: list(reach.threads) } })}</p>
      ) : null}
      {reach.without.length > 0 ? (
        <>
          <p className="thread-choice-warning">
            <span aria-hidden="true">⚠ </span>
            {_({ ...tc.without, values: { channels: list(reach.without) } })}
          </p>
          <div className="thread-choice-options">
            {THREAD_ELSEWHERE.map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name={`${idPrefix}-thread-elsewhere`}
                  value={choice}
                  checked={threadElsewhere === choice}
                  onChange={() => setThreadElsewhere(choice)}
                />{' '}
                {_(LABELS[choice])}
              </label>
            ))}
          </div>
        </>
      ) : null}
      <FieldError idPrefix={idPrefix} field="thread" />
    </fieldset>
  );
}
