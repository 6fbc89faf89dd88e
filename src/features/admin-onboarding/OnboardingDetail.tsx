import { useLingui } from '@lingui/react';
import { ONBOARDING_STEPS } from '@model/schemas/onboarding';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type OnboardingRow, reviewOnboarding } from '../../firebase/admin/admin-onboarding';
import { statusNames } from '../../ui/admin/messages';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { errorSentence } from '../../ui/error-text';
import { onboardingStep } from '../../ui/labels';
import { notify } from '../../ui/notification-store';
import { onboardingPage as m } from './messages';

type Decision = 'approved' | 'rejected';

/** One client's onboarding: each step's answers, and the review once it is submitted. */
export function OnboardingDetail({
  row,
  workspaceName,
  onClose,
  onReviewed,
  children,
}: {
  row: OnboardingRow;
  workspaceName: string;
  onClose: () => void;
  onReviewed: () => void;
  /** What staff do next with an approved client (its channels). */
  children?: ReactNode;
}) {
  const { _ } = useLingui();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  function ask(decision: Decision) {
    if (decision === 'rejected' && !comment.trim()) {
      setError(_(m.reasonRequired));
      return;
    }
    setError(null);
    setConfirming(decision);
  }

  async function decide(decision: Decision) {
    setBusy(true);
    try {
      await reviewOnboarding({
        onboardingId: row.id,
        decision,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      const done = decision === 'approved' ? m.approved : m.rejected;
      notify(_({ ...done, values: { email: row.invitedEmail } }), 'success');
      onReviewed();
    } catch (failure) {
      notify(errorSentence(_, failure), 'error');
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  return (
    <section className="ops-panel" aria-labelledby="onboarding-detail" data-onboarding={row.id}>
      <h2 id="onboarding-detail" tabIndex={-1} ref={heading}>
        {workspaceName} · {row.invitedEmail}{' '}
        <span className="ops-badge" data-state={row.status}>
          {_(statusNames[row.status])}
        </span>
      </h2>
      <ol className="ops-steps">
        {ONBOARDING_STEPS.map((step) => {
          const { done, data } = row.steps[step];
          const answers = Object.entries(data);
          return (
            <li key={step} data-step={step} data-done={done}>
              <strong>{_(onboardingStep[step] ?? { id: step, message: step })}</strong>
              {' · '}
              {_(done ? m.stepDone : m.stepOpen)}
              {answers.length ? (
                <dl>
                  {answers.map(([key, value]) => (
                    <div key={key} style={{ display: 'contents' }}>
                      <dt>{key}</dt>
                      <dd>{String(value)}</dd>
                    </div>
                  ))}
                </dl>
              ) : done ? (
                <p className="muted">{_(m.noAnswers)}</p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {row.reviewComment ? (
        <p>
          <strong>{_(m.reviewComment)}:</strong> {row.reviewComment}
        </p>
      ) : null}
      {row.status === 'submitted' ? (
        <div className="form">
          <h3>{_(m.review)}</h3>
          <label className="field">
            {_(m.reason)}
            <textarea
              name="reviewComment"
              rows={3}
              maxLength={2000}
              value={comment}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'review-error' : undefined}
              onChange={(e) => setComment(e.target.value)}
            />
          </label>
          {error ? (
            <p className="field-error" id="review-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => ask('approved')}
            >
              {_(m.approve)}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => ask('rejected')}
            >
              {_(m.reject)}
            </button>
          </div>
        </div>
      ) : row.status !== 'approved' && row.status !== 'rejected' ? (
        <p className="muted">{_(m.notSubmitted)}</p>
      ) : null}
      {children}
      <div className="actions">
        <button type="button" className="button" onClick={onClose}>
          {_(m.close)}
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          text={_({
            ...(confirming === 'approved' ? m.confirmApprove : m.confirmReject),
            values: { email: row.invitedEmail },
          })}
          busy={busy}
          onConfirm={() => decide(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
