// Client review, staff side: the workspace's approval mode and its review links (create, copy
// once, revoke). Shown on the posts page to the workspace's owner and the product's staff.

import { useLingui } from '@lingui/react';
import { APPROVAL_MODES, type ApprovalMode, type ApprovalStepDef } from '@model/schemas/approval';
import type { WhiteLabel } from '@model/schemas/branding/white-label';
import {
  DEFAULT_REMINDER_HOURS,
  REMINDER_HOURS,
  type ReminderHours,
} from '@model/schemas/posts/approval-clock';
import { REVIEW_LINK_DEFAULT_DAYS, REVIEW_LINK_MAX_DAYS } from '@model/schemas/review-links';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  createReviewLink,
  listReviewLinks,
  type ReviewLinkSummary,
  type ReviewScope,
  revokeReviewLink,
  setApprovalMode,
} from '../../../firebase/review/review-links';
import { errorSentence } from '../../../ui/error-text';
import { mailErrors } from '../../../ui/mail-errors';
import { notify } from '../../../ui/notification-store';
import { Spinner } from '../../../ui/Spinner';
import { addStyles } from '../../../ui/styles';
import { modeNames, rm } from './messages';
import { WhiteLabelForm } from './WhiteLabelForm';
import { WorkflowEditor } from './WorkflowEditor';

const DAY = 86_400_000;
const dateInput = (at: Date) => at.toISOString().slice(0, 10);

// The panel's form is a grid of labelled fields that wraps to one column on a phone; each link
// is a row with its period, status and Revoke.
const CSS = `
.review-panel summary{font-weight:600;font-size:var(--text-md);cursor:pointer}
.review-panel[open] summary{margin-bottom:var(--space-4)}
.review-panel h2{font-size:var(--text-lg);margin:var(--space-6) 0 var(--space-2)}
.review-panel h3{font-size:var(--text-md);margin:0;grid-column:1/-1}
.review-panel .hint{color:var(--muted);font-size:var(--text-sm);margin:0}
.review-mode,.review-form label{display:grid;gap:.35rem;font-weight:600}
.review-mode{max-width:24rem}
.review-on-approval{display:block;margin-top:var(--space-3)}
.review-panel :is(input,select){font:inherit;font-weight:400;min-width:0;padding:.5rem .6rem;border-radius:var(--radius);border:1px solid var(--line-strong)}
.review-panel :is(input,select):focus{outline:var(--focus-ring);border-color:var(--brand)}
.review-form{display:grid;gap:var(--space-4);grid-template-columns:repeat(auto-fill,minmax(min(100%,12rem),1fr));align-items:end;padding:var(--space-4);border:1px solid var(--line);border-radius:var(--radius);background:var(--surface)}
.review-form .hint,.review-form button{grid-column:1/-1}
.review-form button{justify-self:start}
.review-fresh{display:flex;flex-wrap:wrap;gap:var(--space-2);margin:var(--space-4) 0}
.review-fresh input{flex:1 1 16rem}
.review-links{list-style:none;padding:0;margin:var(--space-4) 0 0;display:grid;gap:var(--space-2)}
.review-links li{display:flex;flex-wrap:wrap;align-items:center;gap:var(--space-2) var(--space-3);padding:var(--space-3);border:1px solid var(--line);border-radius:var(--radius)}
.review-links li span{flex:1 1 16rem}
`;

export function ReviewLinksPanel({ workspaceId }: { workspaceId: string }) {
  addStyles('review-links-panel', CSS);
  const { _, i18n } = useLingui();
  const id = useId();
  const [links, setLinks] = useState<ReviewLinkSummary[] | null>(null);
  const [mode, setMode] = useState<ApprovalMode | null>(null);
  const [steps, setSteps] = useState<ApprovalStepDef[]>([]);
  const [whiteLabel, setWhiteLabel] = useState<WhiteLabel | null | undefined>(undefined);
  const [onApproval, setOnApproval] = useState(true);
  const [reminders, setReminders] = useState<ReminderHours>(DEFAULT_REMINDER_HOURS);
  const [from, setFrom] = useState(() => dateInput(new Date()));
  const [to, setTo] = useState(() => dateInput(new Date(Date.now() + 30 * DAY)));
  const [scope, setScope] = useState<ReviewScope>('awaiting');
  const [days, setDays] = useState(REVIEW_LINK_DEFAULT_DAYS);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [fresh, setFresh] = useState<string | null>(null);
  // One id per link to make: a retried call answers the link it already made.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  // Only the latest read is shown: an earlier one answering late (a cold function, a busy
  // machine) would otherwise put back the list it read, replacing every row on screen.
  const reads = useRef(0);
  const load = useCallback(() => {
    const read = ++reads.current;
    listReviewLinks(workspaceId).then(
      (reply) => {
        if (read !== reads.current) return;
        setLinks(reply.links);
        setMode(reply.approvalMode);
        setSteps(reply.approvalSteps);
        setWhiteLabel(reply.whiteLabel);
        setOnApproval(reply.scheduleOnApproval !== false);
        setReminders(reply.reminderHours ?? DEFAULT_REMINDER_HOURS);
      },
      (error: unknown) => {
        if (read === reads.current) notify(errorSentence(_, error), 'error');
      },
    );
  }, [workspaceId, _]);
  useEffect(load, [load]);

  async function changeMode(
    next: ApprovalMode,
    scheduleOnApproval = onApproval,
    reminderHours?: ReminderHours,
  ) {
    try {
      const reply = await setApprovalMode(
        workspaceId,
        next,
        next === mode ? steps : undefined,
        scheduleOnApproval,
        reminderHours,
      );
      setSteps(reply.steps);
      setMode(next);
      setOnApproval(scheduleOnApproval);
      if (reminderHours !== undefined) setReminders(reminderHours);
      notify(_(reminderHours === undefined ? rm.modeSaved : rm.remindersSaved), 'success');
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    }
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setCreateError(null);
    try {
      const reply = await createReviewLink({
        requestId,
        workspaceId,
        from: new Date(`${from}T00:00:00`).toISOString(),
        to: new Date(`${to}T23:59:59`).toISOString(),
        scope,
        validDays: days,
        reviewerName: name.trim() || undefined,
        reviewerEmail: email.trim() || undefined,
      });
      setFresh(reply.url ?? null);
      setRequestId(crypto.randomUUID());
      notify(
        reply.emailed
          ? _({ ...rm.createdEmailed, values: { email: email.trim() } })
          : _(rm.created),
        'success',
      );
      load();
    } catch (error) {
      setCreateError(errorSentence(_, error, mailErrors));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(linkId: string) {
    try {
      await revokeReviewLink(workspaceId, linkId);
      notify(_(rm.revoked), 'success');
      load();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    }
  }

  const day = (iso: string) =>
    iso ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso)) : '';
  const statusName = {
    active: rm.statusActive,
    expired: rm.statusExpired,
    revoked: rm.statusRevoked,
  };

  return (
    <details className="review-panel card">
      <summary>{_(rm.panelTitle)}</summary>
      {mode === null ? (
        <Spinner />
      ) : (
        <label className="review-mode">
          {_(rm.modeLabel)}
          <select value={mode} onChange={(e) => changeMode(e.target.value as ApprovalMode)}>
            {APPROVAL_MODES.map((value) => (
              <option key={value} value={value}>
                {_(modeNames[value])}
              </option>
            ))}
          </select>
        </label>
      )}
      {mode !== null && mode !== 'none' ? (
        <label className="review-on-approval">
          <input
            type="checkbox"
            checked={onApproval}
            onChange={(e) => changeMode(mode, e.target.checked)}
          />{' '}
          {_(rm.scheduleOnApproval)}
        </label>
      ) : null}
      {mode !== null && mode !== 'none' ? (
        <label className="review-mode review-on-approval">
          {_(rm.remindersLabel)}
          <select
            value={reminders}
            onChange={(e) => changeMode(mode, onApproval, Number(e.target.value) as ReminderHours)}
          >
            {REMINDER_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {hours === 0 ? _(rm.remindNever) : _({ ...rm.remindEvery, values: { hours } })}
              </option>
            ))}
          </select>
          <span className="hint">{_(rm.remindersHint)}</span>
        </label>
      ) : null}
      {mode === 'multi' ? (
        <WorkflowEditor
          key={JSON.stringify(steps)}
          workspaceId={workspaceId}
          initial={steps}
          scheduleOnApproval={onApproval}
          onSaved={setSteps}
        />
      ) : null}
      {whiteLabel !== undefined ? (
        <WhiteLabelForm workspaceId={workspaceId} initial={whiteLabel} />
      ) : null}
      <h2 id={`${id}-links`}>{_(rm.linksTitle)}</h2>
      <p>{_(rm.linksLead)}</p>
      <form className="review-form" onSubmit={create} aria-labelledby={`${id}-new`}>
        <h3 id={`${id}-new`}>{_(rm.newLink)}</h3>
        <label>
          {_(rm.from)}
          <input type="date" required value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {_(rm.to)}
          <input type="date" required value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <label>
          {_(rm.scope)}
          <select value={scope} onChange={(e) => setScope(e.target.value as ReviewScope)}>
            <option value="awaiting">{_(rm.scopeAwaiting)}</option>
            <option value="upcoming">{_(rm.scopeUpcoming)}</option>
          </select>
        </label>
        <label>
          {_(rm.validDays)}
          <input
            type="number"
            min={1}
            max={REVIEW_LINK_MAX_DAYS}
            required
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
          />
        </label>
        <label>
          {_(rm.reviewerName)}
          <input value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          {_(rm.reviewerEmail)}
          <input
            type="email"
            value={email}
            aria-describedby={`${id}-email-hint`}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <p id={`${id}-email-hint`} className="hint">
          {_(rm.reviewerEmailHint)}
        </p>
        {createError ? (
          <p className="form-error" role="alert">
            {createError}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          {_(rm.create)}
        </button>
      </form>
      {fresh ? (
        <p className="review-fresh" role="status">
          <input readOnly value={fresh} aria-label={_(rm.linksTitle)} data-review-url="" />
          <button
            type="button"
            className="button"
            onClick={() =>
              navigator.clipboard?.writeText(fresh).then(() => notify(_(rm.copied), 'success'))
            }
          >
            {_(rm.copy)}
          </button>
        </p>
      ) : null}
      {links === null ? (
        <Spinner />
      ) : links.length === 0 ? (
        <p className="empty">{_(rm.none)}</p>
      ) : (
        <ul className="review-links" aria-labelledby={`${id}-links`}>
          {links.map((link) => (
            <li key={link.id}>
              <span>
                {_({
                  ...rm.linkRow,
                  values: {
                    reviewer: link.reviewerName ?? _(rm.anyone),
                    from: day(link.from),
                    to: day(link.to),
                    expires: day(link.expiresAt),
                  },
                })}
              </span>{' '}
              <strong>{_(statusName[link.status])}</strong>{' '}
              {link.status === 'active' ? (
                <button type="button" className="button" onClick={() => revoke(link.id)}>
                  {_(rm.revoke)}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
