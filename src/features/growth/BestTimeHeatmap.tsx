// One channel's best time to post: the hour-of-week heatmap of its engagement rate, the best
// hours, and whether they were learned from its posts (with a confidence) or are the network's
// labelled default.

import { useLingui } from '@lingui/react';
import { type ChannelBestTimes, MIN_MEASURED_POSTS, slotOf } from '@model/best-time';
import { growth as m } from './messages';
import { slotLabel, weekdayName } from './slot-label';

const DAYS = [1, 2, 3, 4, 5, 6, 7];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const percent = (rate: number) => (rate * 100).toFixed(1);

export function BestTimeHeatmap({ channel }: { channel: ChannelBestTimes }) {
  const { _, i18n } = useLingui();
  const top = Math.max(...channel.rates.map((rate) => rate ?? 0), Number.EPSILON);
  const best = new Set(channel.best.map((slot) => (slot.day - 1) * 24 + slot.hour));
  return (
    <div className="best-time" data-channel={channel.channelId} data-basis={channel.basis}>
      <p className="best-time-best" data-best>
        {_({
          ...m.best,
          values: { slots: channel.best.map((slot) => slotLabel(slot, i18n.locale)).join(', ') },
        })}
      </p>
      <p className="best-time-basis">
        {channel.basis === 'measured'
          ? _({
              ...m.measured,
              values: {
                posts: channel.posts,
                confidence: Math.round((channel.confidence ?? 0) * 100),
              },
            })
          : _({
              ...m.fallback,
              values: { posts: channel.posts, needed: MIN_MEASURED_POSTS, source: channel.source },
            })}
      </p>
      <div className="best-time-scroll">
        <table className="best-time-grid">
          <caption>{_({ ...m.heatmap, values: { zone: channel.zone } })}</caption>
          <thead>
            <tr>
              <td />
              {HOURS.map((hour) => (
                <th key={hour} scope="col">
                  {hour}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DAYS.map((day) => (
              <tr key={day}>
                <th scope="row">{weekdayName(day, i18n.locale)}</th>
                {HOURS.map((hour) => {
                  const index = (day - 1) * 24 + hour;
                  const rate = channel.rates[index] ?? null;
                  const slot = slotLabel(slotOf(index), i18n.locale);
                  const label =
                    rate === null
                      ? _({ ...m.emptyCell, values: { slot } })
                      : _({
                          ...m.cell,
                          values: { slot, rate: percent(rate), posts: channel.counts[index] ?? 0 },
                        });
                  return (
                    <td
                      key={hour}
                      data-hour={index}
                      data-best={best.has(index) ? '' : undefined}
                      title={label}
                      aria-label={label}
                      style={
                        rate === null
                          ? undefined
                          : {
                              background: `rgb(37 99 235 / ${(0.1 + (0.9 * rate) / top).toFixed(2)})`,
                            }
                      }
                    >
                      {best.has(index) ? '★' : ''}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
