// Mail that has not gone out (retrying, failed, unconfirmed), for admins, with "send again".

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';
import {
  listUndeliveredMail,
  retryNotification,
  type UndeliveredMail,
} from '../../firebase/notifications';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { notifyHealth as m } from './notify-health-messages';

const STATES: Record<string, MessageDescriptor> = {
  pending: m.statePending,
  sending: m.stateSending,
  failed: m.stateFailed,
  unconfirmed: m.stateUnconfirmed,
};

export function NotificationHealth() {
  const { _ } = useLingui();
  const [rows, setRows] = useState<UndeliveredMail[] | null | 'failed'>(null);
  const load = useCallback(() => {
    listUndeliveredMail().then(setRows, () => setRows('failed'));
  }, []);
  useEffect(load, [load]);
  const again = async (key: string) => {
    try {
      await retryNotification(key);
      notify(_(m.sentAgain), 'success');
      load();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    }
  };
  return (
    <section className="card" aria-labelledby="notify-health" data-figure="notifications.health">
      <h3 id="notify-health">{_(m.title)}</h3>
      {rows === 'failed' ? <p className="form-error">{_(m.failed)}</p> : null}
      {Array.isArray(rows) && rows.length === 0 ? <p className="form-info">{_(m.none)}</p> : null}
      {Array.isArray(rows) && rows.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{_(m.recipient)}</th>
              <th scope="col">{_(m.state)}</th>
              <th scope="col">{_(m.attempts)}</th>
              <th scope="col">{_(m.lastError)}</th>
              <th scope="col">
                <span className="visually-hidden">{_(m.sendAgain)}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-state={row.state}>
                <td>{row.email}</td>
                <td>{STATES[row.state] ? _(STATES[row.state] as MessageDescriptor) : row.state}</td>
                <td>{row.attempts}</td>
                <td>{row.lastError ?? '–'}</td>
                <td>
                  {row.state === 'failed' || row.state === 'unconfirmed' ? (
                    <button type="button" className="button" onClick={() => again(row.id)}>
                      {_(m.sendAgain)}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
