import { useLingui } from '@lingui/react';
import {
  isOnboardingEditable,
  ONBOARDING_NETWORKS,
  ONBOARDING_STEPS,
  type OnboardingStep,
} from '@model/schemas/onboarding';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useRouter } from 'wouter';
import { listMyOnboarding, type StepAnswers, submitOnboarding } from '../../firebase/onboarding';
import { listActivePlans, type PublicPlan } from '../../firebase/plans';
import { session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { onboardingForm as m } from './messages';

const NETWORK_LABELS: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  x: 'X',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  tiktok: 'TikTok',
};

/** Whether a step's answers are complete enough to save it as done. */
export function stepComplete(step: OnboardingStep, answers: StepAnswers): boolean {
  switch (step) {
    case 'profile':
      return typeof answers.company === 'string' && answers.company.trim() !== '';
    case 'brand':
      return typeof answers.colour === 'string' && /^#[0-9a-f]{6}$/i.test(answers.colour);
    case 'channels':
      return ONBOARDING_NETWORKS.some((n) => answers[n] === true);
    case 'plan':
      return typeof answers.planId === 'string' && answers.planId !== '';
    case 'terms':
      return answers.accepted === true;
  }
}

/**
 * The client's side of onboarding: one form per step, saved as it is filled in, and the
 * submission once every step is done. Rendered under the dashboard's checklist.
 */
export function OnboardingSteps({
  onboardingId,
  stepLabel,
  onChanged,
}: {
  onboardingId: string;
  stepLabel: (step: OnboardingStep) => string;
  onChanged: () => void;
}) {
  const { _, i18n } = useLingui();
  const { email } = useSnapshot(session);
  const { base } = useRouter();
  const [status, setStatus] = useState<string | null>(null);
  const [comment, setComment] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<OnboardingStep, StepAnswers> | null>(null);
  const [done, setDone] = useState<Record<string, boolean>>({});
  const [open, setOpen] = useState<OnboardingStep | null>(null);
  const [plans, setPlans] = useState<PublicPlan[]>([]);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const openedBy = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (!email) return;
    listMyOnboarding(email).then(
      (rows) => {
        const row = rows.find((r) => r.id === onboardingId);
        if (!row) return;
        setStatus(row.status);
        setComment(row.reviewComment);
        setAnswers(
          Object.fromEntries(ONBOARDING_STEPS.map((s) => [s, row.steps[s].data])) as Record<
            OnboardingStep,
            StepAnswers
          >,
        );
        setDone(Object.fromEntries(ONBOARDING_STEPS.map((s) => [s, row.steps[s].done])));
      },
      (error: unknown) => notify(errorSentence(_, error), 'error'),
    );
    listActivePlans('connect', i18n.locale).then(setPlans, () => setPlans([]));
  }, [email, onboardingId, i18n.locale, _]);

  if (!answers || !status) return null;
  const editable = isOnboardingEditable(status);
  const allDone = ONBOARDING_STEPS.every((s) => done[s]);

  function set(step: OnboardingStep, key: string, value: string | boolean) {
    setAnswers((current) =>
      current ? { ...current, [step]: { ...current[step], [key]: value } } : current,
    );
  }

  async function send(steps: Partial<Record<OnboardingStep, StepAnswers>>, submit: boolean) {
    setBusy(true);
    try {
      const reply = await submitOnboarding({ onboardingId, steps, submit });
      setStatus(reply.status);
      return true;
    } catch (error) {
      notify(errorSentence(_, error), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function saveStep(event: FormEvent, step: OnboardingStep) {
    event.preventDefault();
    const data = answers?.[step] ?? {};
    if (!stepComplete(step, data)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    if (await send({ [step]: data }, false)) {
      setDone((d) => ({ ...d, [step]: true }));
      notify(_({ ...m.stepSaved, values: { step: stepLabel(step) } }), 'success');
      setOpen(null);
      openedBy.current?.focus();
      onChanged();
    }
  }

  async function submitAll() {
    if (await send({ terms: answers?.terms ?? {} }, true)) {
      notify(_(m.submitted), 'success');
      onChanged();
    }
  }

  const text = (step: OnboardingStep, key: string) => {
    const value = answers?.[step][key];
    return typeof value === 'string' ? value : '';
  };

  function fields(step: OnboardingStep) {
    switch (step) {
      case 'profile':
        return (
          <>
            <label className="field">
              {_(m.company)} *
              <input
                name="company"
                required
                maxLength={200}
                value={text(step, 'company')}
                onChange={(e) => set(step, 'company', e.target.value)}
              />
            </label>
            <label className="field">
              {_(m.website)}
              <input
                name="website"
                type="url"
                maxLength={500}
                value={text(step, 'website')}
                onChange={(e) => set(step, 'website', e.target.value)}
              />
            </label>
            <label className="field">
              {_(m.phone)}
              <input
                name="phone"
                type="tel"
                maxLength={50}
                value={text(step, 'phone')}
                onChange={(e) => set(step, 'phone', e.target.value)}
              />
            </label>
          </>
        );
      case 'brand':
        return (
          <>
            <label className="field">
              {_(m.colour)} *
              <input
                name="colour"
                type="color"
                value={text(step, 'colour') || '#3246d3'}
                onChange={(e) => set(step, 'colour', e.target.value)}
              />
            </label>
            <label className="field">
              {_(m.voice)}
              <textarea
                name="voice"
                rows={3}
                maxLength={2000}
                value={text(step, 'voice')}
                onChange={(e) => set(step, 'voice', e.target.value)}
              />
            </label>
          </>
        );
      case 'channels':
        return (
          <fieldset>
            <legend>{_(m.networks)} *</legend>
            {ONBOARDING_NETWORKS.map((network) => (
              <label key={network} className="checkbox-row">
                <input
                  type="checkbox"
                  name={network}
                  checked={answers?.channels[network] === true}
                  onChange={(e) => set(step, network, e.target.checked)}
                />{' '}
                {NETWORK_LABELS[network]}
              </label>
            ))}
          </fieldset>
        );
      case 'plan':
        return (
          <label className="field">
            {_(m.plan)} *
            <select
              name="planId"
              value={text(step, 'planId')}
              onChange={(e) => set(step, 'planId', e.target.value)}
            >
              <option value="">{_(m.choosePlan)}</option>
              {plans.map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {plan.name}
                </option>
              ))}
            </select>
          </label>
        );
      case 'terms':
        return (
          <label className="checkbox-row">
            <input
              type="checkbox"
              name="accepted"
              checked={answers?.terms.accepted === true}
              onChange={(e) => set(step, 'accepted', e.target.checked)}
            />{' '}
            {_(m.terms)}{' '}
            <a href={`${base}/terms`} target="_blank" rel="noreferrer">
              {_(m.readTerms)}
            </a>
          </label>
        );
    }
  }

  return (
    <div className="onboarding-steps" data-onboarding-steps={onboardingId}>
      {status === 'rejected' && comment ? (
        <p className="alert" role="status">
          {_({ ...m.rejected, values: { comment } })}
        </p>
      ) : null}
      {editable ? (
        <ul className="button-row">
          {ONBOARDING_STEPS.map((step) => (
            <li key={step} style={{ listStyle: 'none' }}>
              <button
                type="button"
                className="button"
                aria-expanded={open === step}
                aria-label={_({ ...m.fillInStep, values: { step: stepLabel(step) } })}
                onClick={(e) => {
                  openedBy.current = e.currentTarget;
                  setMissing(false);
                  setOpen(open === step ? null : step);
                }}
              >
                {done[step] ? '✓ ' : ''}
                {stepLabel(step)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {editable && open ? (
        <form
          className="form"
          aria-label={stepLabel(open)}
          onSubmit={(e) => saveStep(e, open)}
          noValidate
        >
          <h3>{stepLabel(open)}</h3>
          {fields(open)}
          {missing ? (
            <p className="field-error" role="alert">
              {_(m.required)}
            </p>
          ) : null}
          <div className="button-row">
            <button type="submit" className="button button-primary" disabled={busy}>
              {_(m.saveStep)}
            </button>
            <button type="button" className="button" onClick={() => setOpen(null)}>
              {_(m.close)}
            </button>
          </div>
        </form>
      ) : null}
      {editable ? (
        <>
          <p className="muted">{_(m.submitHint)}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy || !allDone}
            onClick={submitAll}
          >
            {_(m.submit)}
          </button>
        </>
      ) : null}
    </div>
  );
}
