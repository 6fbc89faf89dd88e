// A workspace's webhooks for whoever may manage its platform access: the list with each one's
// delivery log, a form that adds one and shows its signing secret once, and per webhook: send a
// test event, rotate the secret (the new one shown once), resume after a pause, redeliver, delete.
// Event names stay as the payloads spell them (post.published, ...): they are what a receiver
// matches on.

import { useLingui } from '@lingui/react';
import { WEBHOOK_EVENTS } from '@model/schemas/platform/webhooks';
import { type FormEvent, useId, useState } from 'react';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  redeliverWebhook,
  resumeWebhook,
  rotateWebhookSecret,
  testWebhook,
  type WebhookEvent,
  type WebhookSummary,
} from '../../firebase/webhooks';
import { formatMoment } from '../../lib/time-format';
import { ConfirmButton } from '../../ui/dialogs/ConfirmButton';
import { errorKeyOf, errorSentence } from '../../ui/error-text';
import { FormProblem, type Problem } from '../../ui/FormProblem';
import { LoadedTable } from '../../ui/LoadedTable';
import { notify } from '../../ui/notification-store';
import { ShownOnce } from '../../ui/ShownOnce';
import { useLoad, valueOr } from '../../ui/use-load';
import { webhookMessages as m } from './messages';

export function Webhooks({ workspaceId }: { workspaceId: string }) {
  const { _, i18n } = useLingui();
  const ids = { title: useId(), url: useId(), problem: useId() };
  const { load, reload, refresh } = useLoad(() => listWebhooks(workspaceId), [workspaceId], {
    report: 'none',
  });
  const webhooks = valueOr(load, [] as WebhookSummary[]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  async function act(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      notify(done, 'success');
      refresh();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const url = String(data.get('url') ?? '').trim();
    const events = data.getAll('event').map(String) as WebhookEvent[];
    if (url === '' || events.length === 0) {
      setProblem({ sentence: _(m.incomplete), code: null });
      return;
    }
    setBusy(true);
    try {
      const reply = await createWebhook({ requestId, workspaceId, url, events });
      setRequestId(crypto.randomUUID());
      setProblem(null);
      notify(_(m.created), 'success');
      if (reply.secret) setSecret(reply.secret);
      form.reset();
      refresh();
    } catch (error) {
      setProblem({
        sentence: errorSentence(_, error, { 'invalid-argument': m.badAddress }),
        code: errorKeyOf(error),
      });
    } finally {
      setBusy(false);
    }
  }

  const date = (at: number | null) => (at === null ? '' : formatMoment(at, i18n.locale));
  return (
    <section className="webhooks" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{_(m.title)}</h3>
      <p>{_(m.lead)}</p>
      <LoadedTable
        load={load}
        label={_(m.title)}
        columns={[m.url, m.events, m.status, m.secret, m.actions]}
        isEmpty={webhooks.length === 0}
        empty={m.empty}
        failed={m.failed}
        onRetry={reload}
      >
        {webhooks.map((hook) => {
          const ref = { workspaceId, webhookId: hook.webhookId };
          return (
            <tr key={hook.webhookId} data-webhook={hook.webhookId}>
              <td>
                <code>{hook.url}</code>
              </td>
              <td>{hook.events.join(', ')}</td>
              <td>{_(hook.status === 'paused' ? m.paused : m.active)}</td>
              <td>
                <code>{hook.secretPrefix}</code>
              </td>
              <td className="row-actions">
                <button
                  type="button"
                  className="button"
                  data-action="test"
                  disabled={busy}
                  onClick={() => void act(() => testWebhook(ref), _(m.tested))}
                >
                  {_(m.test)}
                </button>
                {hook.status === 'paused' ? (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => void act(() => resumeWebhook(ref), _(m.resumed))}
                  >
                    {_(m.resume)}
                  </button>
                ) : null}
                <ConfirmButton
                  label={_(m.rotate)}
                  accessibleName={_({ ...m.rotateFor, values: { url: hook.url } })}
                  question={_(m.confirmRotate)}
                  disabled={busy}
                  action={() =>
                    act(
                      async () => setSecret((await rotateWebhookSecret(ref)).secret),
                      _(m.copySecret),
                    )
                  }
                />
                <ConfirmButton
                  label={_(m.remove)}
                  accessibleName={_({ ...m.removeFor, values: { url: hook.url } })}
                  question={_({ ...m.confirmRemove, values: { url: hook.url } })}
                  disabled={busy}
                  action={() => act(() => deleteWebhook(ref), _(m.removed))}
                />
              </td>
            </tr>
          );
        })}
      </LoadedTable>
      {secret ? (
        <ShownOnce
          text={_(m.copySecret)}
          value={secret}
          label={_(m.secret)}
          done={_(m.hideSecret)}
          onDone={() => setSecret(null)}
          data-webhook-secret
        />
      ) : null}
      {webhooks.map((hook) => (
        <details key={hook.webhookId} className="webhook-log" data-webhook-log={hook.webhookId}>
          <summary>{_({ ...m.log, values: { url: hook.url } })}</summary>
          {hook.deliveries.length === 0 ? (
            <p>{_(m.noDeliveries)}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th>{_(m.event)}</th>
                  <th>{_(m.when)}</th>
                  <th>{_(m.status)}</th>
                  <th>{_(m.result)}</th>
                  <th>{_(m.attempts)}</th>
                  <th>{_(m.actions)}</th>
                </tr>
              </thead>
              <tbody>
                {hook.deliveries.map((delivery) => (
                  <tr key={delivery.deliveryId} data-delivery={delivery.deliveryId}>
                    <td>
                      <code>{delivery.event}</code>
                    </td>
                    <td>{date(delivery.createdAt)}</td>
                    <td data-delivery-status={delivery.status}>
                      {_({ ...m.deliveryStatus, values: { status: delivery.status } })}
                    </td>
                    <td>
                      {delivery.lastStatusCode ?? delivery.lastError ?? ''}
                      {delivery.lastLatencyMs === null
                        ? null
                        : ` · ${_({ ...m.latency, values: { ms: delivery.lastLatencyMs } })}`}
                    </td>
                    <td>{delivery.attempts}</td>
                    <td>
                      <button
                        type="button"
                        className="button"
                        disabled={busy}
                        onClick={() =>
                          void act(
                            () =>
                              redeliverWebhook({
                                workspaceId,
                                webhookId: hook.webhookId,
                                deliveryId: delivery.deliveryId,
                              }),
                            _(m.redelivered),
                          )
                        }
                      >
                        {_(m.redeliver)}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </details>
      ))}
      <form className="form" onSubmit={create} noValidate>
        <div className="field">
          <label htmlFor={ids.url}>{_(m.url)}</label>
          <input
            id={ids.url}
            name="url"
            type="url"
            maxLength={2000}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? ids.problem : undefined}
          />
        </div>
        <fieldset className="field">
          <legend>{_(m.events)}</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event}>
              <input type="checkbox" name="event" value={event} /> <code>{event}</code>
            </label>
          ))}
        </fieldset>
        <FormProblem id={ids.problem} problem={problem} />
        <button type="submit" className="button button-primary" disabled={busy}>
          {_(m.create)}
        </button>
      </form>
    </section>
  );
}
