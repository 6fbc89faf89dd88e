// Adding a feed: its address, the channel its posts are for, whether items become drafts or
// queued posts, the template, the image, and whether items already in the feed count. The
// server reads the feed before it keeps it: a refusal (a private address, a page that is no
// feed, a server that cannot be reached) is said inside the form with its code.

import { useLingui } from '@lingui/react';
import { DEFAULT_FEED_TEMPLATE, FEED_TEMPLATE_MAX } from '@model/schemas/growth/feeds';
import { type FormEvent, useId, useState } from 'react';
import { addFeed } from '../../firebase/analytics/feeds';
import type { Channel } from '../../firebase/posts/post-types';
import { errorKeyOf, errorSentence } from '../../ui/error-text';
import { FormProblem, type Problem } from '../../ui/FormProblem';
import { notify } from '../../ui/notification-store';
import { feeds as m } from './feed-messages';
import { growth } from './messages';

const URL_PATTERN = /^https?:\/\/[^\s/]+/i;

/** The refusal's sentence: the reason the server named, else the one its code stands for. */
function refusal(_: ReturnType<typeof useLingui>['_'], error: unknown): string {
  const details = (error as { details?: { reason?: unknown; status?: unknown } } | null)?.details;
  const reason = details?.reason;
  if (
    reason === 'blocked' ||
    reason === 'unreachable' ||
    reason === 'http' ||
    reason === 'timeout' ||
    reason === 'too_large' ||
    reason === 'parse'
  ) {
    return _({ ...m[reason], values: { status: String(details?.status ?? '') } });
  }
  return errorSentence(_, error, {
    'invalid-argument': m.badUrl,
    'already-exists': m.duplicate,
    'resource-exhausted': m.tooMany,
  });
}

export function AddFeedForm({
  workspaceId,
  channels,
  onAdded,
}: {
  workspaceId: string;
  channels: readonly Channel[];
  onAdded: () => void;
}) {
  const { _ } = useLingui();
  const ids = { title: useId(), problem: useId() };
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const url = String(data.get('url') ?? '').trim();
    if (!URL_PATTERN.test(url)) {
      setProblem({ sentence: _(m.badUrl), code: 'invalid-argument' });
      return;
    }
    setBusy(true);
    try {
      const reply = await addFeed({
        workspaceId,
        url,
        channelId: String(data.get('channel') ?? ''),
        target: data.get('target') === 'queue' ? 'queue' : 'draft',
        template: { text: String(data.get('template') ?? ''), image: data.get('image') === 'on' },
        includeOlder: data.get('older') === 'on',
      });
      setProblem(null);
      form.reset();
      notify(_({ ...m.posts, values: { count: reply.added } }), 'success');
      onAdded();
    } catch (error) {
      setProblem({ sentence: refusal(_, error), code: errorKeyOf(error) });
    } finally {
      setBusy(false);
    }
  }

  const described = problem ? ids.problem : undefined;
  return (
    <section className="feeds-add" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{_(m.addTitle)}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <fieldset disabled={busy}>
          <label>
            {_(m.url)}
            <input
              name="url"
              type="url"
              required
              maxLength={2000}
              placeholder="https://"
              aria-invalid={problem ? true : undefined}
              aria-describedby={described}
            />
          </label>
          <label>
            {_(growth.channel)}
            <select name="channel">
              {channels.map((channel) => (
                <option key={channel.id} value={channel.id}>
                  {channel.displayName}
                </option>
              ))}
            </select>
          </label>
          <label>
            {_(m.makes)}
            <select name="target">
              <option value="draft">{_(m.draft)}</option>
              <option value="queue">{_(m.queue)}</option>
            </select>
          </label>
          <label>
            {_({
              ...m.template,
              values: { title: '{title}', link: '{link}', summary: '{summary}' },
            })}
            <textarea
              name="template"
              rows={3}
              required
              maxLength={FEED_TEMPLATE_MAX}
              defaultValue={DEFAULT_FEED_TEMPLATE}
            />
          </label>
          <label className="feeds-check">
            <input type="checkbox" name="image" defaultChecked /> {_(m.image)}
          </label>
          <label className="feeds-check">
            <input type="checkbox" name="older" /> {_(m.older)}
          </label>
        </fieldset>
        <FormProblem id={ids.problem} problem={problem} />
        <button type="submit" className="button button-primary" disabled={busy}>
          {_(m.add)}
        </button>
      </form>
    </section>
  );
}
