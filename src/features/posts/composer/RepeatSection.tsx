// The composer's "Repeat" section (its own lazy chunk: it carries the rrule library). A post
// that repeats shows its series ("Repeats weekly, 3 of 10") and can stop it; a post that does
// not can be given a rule, with the next times shown in the workspace's zone before anything is
// saved. Also the evergreen toggle and the note of a post the hourly cap held back.

import { useLingui } from '@lingui/react';
import { occurrences } from '@model/recurrence';
import type { RepeatRule, RepeatStart } from '@model/schemas/series';
import { useEffect, useId, useState } from 'react';
import type { Post } from '../../../firebase/posts/post-types';
import {
  cancelSeries,
  type PostRecurrence,
  readPostRecurrence,
  repeatPost,
  setEvergreen,
} from '../../../firebase/series';
import { formatZoned } from '../../../lib/time-format';
import { ConfirmDialog } from '../../../ui/dialogs/ConfirmDialog';
import { errorSentence } from '../../../ui/error-text';
import { notify } from '../../../ui/notification-store';
import type { DraftMode } from '../draft';
import { weekdayLabels } from '../queue/messages';
import { r } from '../recur-messages';
import { wallInputs } from '../when';
import { scheduledInstant } from './store';
import { useComposer } from './use-composer';

type Preset = 'none' | 'daily' | 'weekdays' | 'weekly' | 'monthly' | 'custom';
const PRESETS: Preset[] = ['none', 'daily', 'weekdays', 'weekly', 'monthly', 'custom'];
const PRESET_LABELS = {
  none: r.never,
  daily: r.daily,
  weekdays: r.weekdays,
  weekly: r.weekly,
  monthly: r.monthly,
  custom: r.custom,
} as const;
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface RepeatChoice {
  preset: Preset;
  freq: RepeatRule['freq'];
  interval: number;
  weekdays: number[];
  endKind: 'count' | 'until';
  count: number;
  until: string;
}

/** The rule a choice names, or null for "does not repeat" or an incomplete end. */
export function ruleOf(choice: RepeatChoice): RepeatRule | null {
  const end: RepeatRule['end'] | null =
    choice.endKind === 'count'
      ? { kind: 'count', count: choice.count }
      : /^\d{4}-\d{2}-\d{2}$/.test(choice.until)
        ? { kind: 'until', until: choice.until }
        : null;
  if (!end) return null;
  switch (choice.preset) {
    case 'none':
      return null;
    case 'daily':
    case 'weekly':
    case 'monthly':
      return { freq: choice.preset, interval: 1, weekdays: [], end };
    case 'weekdays':
      return { freq: 'weekly', interval: 1, weekdays: [1, 2, 3, 4, 5], end };
    case 'custom':
      return {
        freq: choice.freq,
        interval: Math.min(52, Math.max(1, Math.round(choice.interval) || 1)),
        weekdays: choice.freq === 'weekly' ? choice.weekdays : [],
        end,
      };
  }
}

export function RepeatSection({
  workspaceId,
  zone,
  post,
  canSchedule,
  canEvergreen,
  persist,
  onStep,
}: {
  workspaceId: string;
  /** The workspace's zone: rules are evaluated in it. */
  zone: string;
  post: Post | null;
  canSchedule: boolean;
  /** Whether the person may put posts on the evergreen list (whatever this post's status). */
  canEvergreen: boolean;
  persist: () => Promise<string>;
  onStep: (mode: DraftMode | null, action: () => Promise<string>) => void;
}) {
  const { _, i18n } = useLingui();
  const id = useId();
  const state = useComposer();
  const [choice, setChoice] = useState<RepeatChoice>({
    preset: 'none',
    freq: 'weekly',
    interval: 1,
    weekdays: [],
    endKind: 'count',
    count: 10,
    until: '',
  });
  const [asking, setAsking] = useState(false);
  const [saved, setSaved] = useState<PostRecurrence | null>(null);
  const [evergreen, setEvergreenState] = useState(false);
  const postId = post?.id ?? null;
  useEffect(() => {
    if (!postId) return;
    let live = true;
    readPostRecurrence(workspaceId, postId)
      .then((found) => {
        if (!live) return;
        setSaved(found);
        setEvergreenState(found.evergreen);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [workspaceId, postId]);
  const instant = scheduledInstant(state);
  const start: RepeatStart | null = instant ? wallInputs(instant, zone) : null;
  const rule = ruleOf(choice);
  const next =
    rule && start
      ? occurrences(rule, start, zone, { max: 5 }).filter((o) => o.at > Date.now())
      : [];
  const set = (patch: Partial<RepeatChoice>) => setChoice((current) => ({ ...current, ...patch }));
  const series = saved?.series ?? null;
  const waiting = saved?.deferredUntil && post?.status === 'scheduled' ? saved.deferredUntil : null;

  return (
    <div className="composer-repeat">
      {waiting ? (
        <p role="note">
          {_({ ...r.deferred, values: { when: formatZoned(waiting, i18n.locale, zone) } })}
        </p>
      ) : null}
      {series ? (
        <p className="composer-series">
          <span>
            {series.total !== null
              ? _({
                  ...r.seriesOf,
                  values: { freq: series.freq, index: series.index, total: series.total },
                })
              : _({ ...r.seriesOpen, values: { freq: series.freq, index: series.index } })}
          </span>{' '}
          {canSchedule ? (
            <button
              type="button"
              className="button"
              disabled={state.busy}
              onClick={() => setAsking(true)}
            >
              {_(r.cancelSeries)}
            </button>
          ) : null}
        </p>
      ) : canSchedule ? (
        <fieldset className="composer-repeat-rule">
          <legend>{_(r.repeat)}</legend>
          <label>
            {_(r.frequency)}{' '}
            <select
              value={choice.preset}
              onChange={(event) => set({ preset: event.target.value as Preset })}
            >
              {PRESETS.map((preset) => (
                <option key={preset} value={preset}>
                  {_(PRESET_LABELS[preset])}
                </option>
              ))}
            </select>
          </label>
          {choice.preset === 'custom' ? (
            <div className="composer-repeat-custom">
              <label>
                {_(r.every)}{' '}
                <input
                  type="number"
                  min={1}
                  max={52}
                  value={choice.interval}
                  onChange={(event) => set({ interval: Number(event.target.value) })}
                  style={{ width: '4rem' }}
                />
              </label>{' '}
              <label>
                {_(r.unit)}{' '}
                <select
                  value={choice.freq}
                  onChange={(event) => set({ freq: event.target.value as RepeatRule['freq'] })}
                >
                  <option value="daily">{_(r.days)}</option>
                  <option value="weekly">{_(r.weeks)}</option>
                  <option value="monthly">{_(r.months)}</option>
                </select>
              </label>
              {choice.freq === 'weekly' ? (
                <fieldset>
                  <legend>{_(r.onDays)}</legend>
                  {DAYS.map((day) => (
                    <label key={day} style={{ marginInlineEnd: '0.5rem' }}>
                      <input
                        type="checkbox"
                        checked={choice.weekdays.includes(day)}
                        onChange={(event) =>
                          set({
                            weekdays: event.target.checked
                              ? [...choice.weekdays, day]
                              : choice.weekdays.filter((d) => d !== day),
                          })
                        }
                      />{' '}
                      {_(weekdayLabels[day])}
                    </label>
                  ))}
                </fieldset>
              ) : null}
            </div>
          ) : null}
          {choice.preset !== 'none' ? (
            <>
              <fieldset>
                <legend>{_(r.ends)}</legend>
                <label>
                  <input
                    type="radio"
                    name={`${id}-end`}
                    checked={choice.endKind === 'count'}
                    onChange={() => set({ endKind: 'count' })}
                  />{' '}
                  {_(r.afterCount)}
                </label>{' '}
                <label>
                  <input
                    type="radio"
                    name={`${id}-end`}
                    checked={choice.endKind === 'until'}
                    onChange={() => set({ endKind: 'until' })}
                  />{' '}
                  {_(r.onDate)}
                </label>
                <div>
                  {choice.endKind === 'count' ? (
                    <label>
                      {_(r.count)}{' '}
                      <input
                        type="number"
                        min={2}
                        max={365}
                        value={choice.count}
                        onChange={(event) => set({ count: Number(event.target.value) })}
                        style={{ width: '5rem' }}
                      />
                    </label>
                  ) : (
                    <label>
                      {_(r.until)}{' '}
                      <input
                        type="date"
                        value={choice.until}
                        onChange={(event) => set({ until: event.target.value })}
                      />
                    </label>
                  )}
                </div>
              </fieldset>
              <div aria-live="polite">
                {next.length > 1 ? (
                  <>
                    <p>{_({ ...r.next, values: { zone } })}</p>
                    <ol className="composer-repeat-next">
                      {next.map((occurrence) => (
                        <li key={occurrence.index}>
                          <time dateTime={new Date(occurrence.at).toISOString()}>
                            {formatZoned(occurrence.at, i18n.locale, zone)}
                          </time>
                        </li>
                      ))}
                    </ol>
                    <p className="hint">{_(r.ahead)}</p>
                  </>
                ) : (
                  <p role="note">{_(r.noTimes)}</p>
                )}
              </div>
              <button
                type="button"
                className="button primary"
                disabled={state.busy || !rule || !start || next.length < 2}
                onClick={() =>
                  onStep('submit', async () => {
                    if (!rule || !start) return '';
                    const reply = await repeatPost(workspaceId, await persist(), start, rule);
                    const when = formatZoned(Date.parse(reply.firstAt), i18n.locale, zone);
                    return _({ ...r.repeated, values: { when } });
                  })
                }
              >
                {_(r.repeatPost)}
              </button>
            </>
          ) : null}
        </fieldset>
      ) : null}
      {post && canEvergreen ? (
        <label className="composer-evergreen">
          <input
            type="checkbox"
            checked={evergreen}
            disabled={state.busy}
            onChange={async (event) => {
              const wanted = event.target.checked;
              setEvergreenState(wanted);
              try {
                await setEvergreen(workspaceId, post.id, wanted);
                notify(_(wanted ? r.evergreenOn : r.evergreenOff), 'success');
              } catch (error) {
                setEvergreenState(!wanted);
                notify(errorSentence(_, error), 'error');
              }
            }}
          />{' '}
          {_(r.evergreen)}
        </label>
      ) : null}
      {asking && series ? (
        <ConfirmDialog
          text={_(r.cancelSeriesConfirm)}
          busy={state.busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onStep(null, async () => {
              const reply = await cancelSeries(workspaceId, series.id);
              return _({ ...r.seriesCancelled, values: { count: reply.cancelled.length } });
            });
          }}
        />
      ) : null}
    </div>
  );
}
