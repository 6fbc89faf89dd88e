// Notification settings (/app/settings/notifications): a channel per kind of notice and the
// daily digest. The language mail is written in follows the app's current language.

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import {
  NOTIFY_CATEGORIES,
  type NotifyCategory,
  type NotifyChannel,
  readNotificationPrefs,
  saveNotificationPrefs,
} from '../../firebase/notifications';
import { session } from '../../session/store';
import { LoadFailed } from '../../ui/LoadFailed';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useLoad } from '../../ui/use-load';
import { m } from './messages';
import { addNotifyStyles } from './styles';

const CATEGORY_LABELS: Record<NotifyCategory, MessageDescriptor> = {
  approvals: m.catApprovals,
  publishing: m.catPublishing,
  channels: m.catChannels,
  requests: m.catRequests,
  onboarding: m.catOnboarding,
  subscriptions: m.catSubscriptions,
};

const CHANNEL_LABELS: [NotifyChannel, MessageDescriptor][] = [
  ['both', m.chBoth],
  ['email', m.chEmail],
  ['in_app', m.chInApp],
  ['none', m.chNone],
];

export function NotificationSettingsPage() {
  const { _, i18n } = useLingui();
  const { uid } = useSnapshot(session);
  const [saving, setSaving] = useState(false);

  useEffect(addNotifyStyles, []);

  const {
    load,
    set: setPrefs,
    reload,
  } = useLoad(() => readNotificationPrefs(uid ?? ''), [uid], {
    enabled: Boolean(uid),
    report: 'log',
  });
  const prefs = load.state === 'ready' ? load.value : null;

  if (!uid) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!prefs) return;
    setSaving(true);
    try {
      await saveNotificationPrefs(uid, prefs, i18n.locale);
      notify(_(m.saved), 'success');
    } catch {
      notify(_(m.saveFailed), 'error');
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <PageHeader title={m.settingsTitle} lead={m.settingsLead} />
      {load.state === 'failed' ? (
        <LoadFailed message={m.loadFailed} onRetry={reload} />
      ) : prefs === null ? (
        <Skeleton shape="table" count={5} />
      ) : (
        <form onSubmit={submit}>
          <table className="notify-prefs">
            <thead>
              <tr>
                <th scope="col">{_(m.category)}</th>
                <th scope="col">{_(m.bell)}</th>
              </tr>
            </thead>
            <tbody>
              {NOTIFY_CATEGORIES.map((category) => (
                <tr key={category}>
                  <th scope="row">
                    <label htmlFor={`notify-${category}`}>{_(CATEGORY_LABELS[category])}</label>
                  </th>
                  <td>
                    <select
                      id={`notify-${category}`}
                      value={prefs.channels[category]}
                      onChange={(event) =>
                        setPrefs({
                          ...prefs,
                          channels: {
                            ...prefs.channels,
                            [category]: event.target.value as NotifyChannel,
                          },
                        })
                      }
                    >
                      {CHANNEL_LABELS.map(([value, label]) => (
                        <option key={value} value={value}>
                          {_(label)}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            <label>
              <input
                type="checkbox"
                checked={prefs.digest}
                onChange={(event) => setPrefs({ ...prefs, digest: event.target.checked })}
              />{' '}
              {_(m.digest)}
            </label>
          </p>
          <p>{_(m.alwaysNote)}</p>
          <button type="submit" className="button button-primary" disabled={saving}>
            {_(m.save)}
          </button>
        </form>
      )}
    </>
  );
}
