import { useLingui } from '@lingui/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { sendContactMessage } from '../../firebase/contact';
import { trackAction } from '../../lib/telemetry/track';
import { errorSentence } from '../../ui/error-text';
import { FormFields } from '../../ui/hydrated';
import { nav } from '../../ui/messages';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { useVariant } from '../../ui/variant';
import type { ContactField, ContactProblem, ContactValues } from './contact-form';
import { Icon } from './home/illustrations';
import { contactForm as f, contactPage as m, publicData } from './messages';

const SUPPORT_EMAIL = { smm: 'hello@smm.example.com', connect: 'hello@connect.example.com' };

const PROBLEM_TEXT = {
  required: (field: ContactField) =>
    field === 'name' ? f.nameRequired : field === 'email' ? f.emailInvalid : f.messageShort,
  email: () => f.emailInvalid,
  short: () => f.messageShort,
  long: () => f.tooLong,
} as const;

function newRequestId(): string {
  return crypto.randomUUID();
}

export function ContactPage() {
  const { _ } = useLingui();
  const { product } = useVariant();
  const search = useSearch();
  const email = SUPPORT_EMAIL[product];
  const service = new URLSearchParams(search).get('service');
  const [values, setValues] = useState<ContactValues>({
    name: '',
    email: '',
    subject: service ? `${_(nav.services)}: ${service}`.slice(0, 150) : '',
    message: '',
  });
  const [problems, setProblems] = useState<Partial<Record<ContactField, ContactProblem>>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  // One key per message: a retry after a network failure cannot send it twice.
  const requestId = useRef(newRequestId());
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const field = (name: ContactField) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-problem` : undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const problem = (name: ContactField) =>
    problems[name] ? (
      <span className="field-error" id={`${id}-${name}-problem`}>
        {_(PROBLEM_TEXT[problems[name]](name))}
      </span>
    ) : null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setServerMessage(null);
    // The check (the callable's schema) comes with the first submit, so the page's own script
    // stays free of the schema library.
    const { checkContactForm } = await import('./contact-form');
    const checked = checkContactForm(values);
    setProblems(checked.problems);
    if (!checked.ok || !checked.output) {
      const first = Object.keys(checked.problems)[0];
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      await sendContactMessage({ requestId: requestId.current, ...checked.output });
      requestId.current = newRequestId();
      setStatus('sent');
      setValues({ name: '', email: '', subject: '', message: '' });
      notify(_(f.sent), 'success');
      trackAction('contact_sent');
    } catch (error) {
      setStatus('idle');
      const text = errorSentence(_, error, {
        'resource-exhausted': publicData.rateLimited,
        'invalid-argument': publicData.invalid,
        internal: publicData.failed,
      });
      setServerMessage(text);
      notify(text, 'error');
    }
  }

  return (
    <div className="prose">
      <PageHeader title={nav.contact} lead={m.lead} art={<Icon name="chat" />} />
      <p>
        {_(m.email)}: <a href={`mailto:${email}`}>{email}</a>
      </p>
      <p>{_(m.hours)}</p>
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{_(f.title)}</h2>
        {status === 'sent' ? (
          <p className="success" role="status">
            {_(f.sent)}
          </p>
        ) : null}
        {serverMessage ? (
          <p className="form-error" role="alert">
            {serverMessage}
          </p>
        ) : null}
        <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
          <FormFields>
            <div className="field">
              <label htmlFor={`${id}-name`}>{_(f.name)}</label>
              <input {...field('name')} autoComplete="name" required maxLength={100} />
              {problem('name')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-email`}>{_(f.emailField)}</label>
              <input {...field('email')} type="email" autoComplete="email" required />
              {problem('email')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-subject`}>{_(f.subject)}</label>
              <input {...field('subject')} maxLength={150} />
              {problem('subject')}
            </div>
            <div className="field">
              <label htmlFor={`${id}-message`}>{_(f.message)}</label>
              <textarea {...field('message')} rows={6} required maxLength={5000} />
              {problem('message')}
            </div>
            <div>
              <button
                type="submit"
                className="button button-primary"
                disabled={status === 'sending'}
              >
                {_(status === 'sending' ? f.sending : f.send)}
              </button>
            </div>
          </FormFields>
        </form>
      </section>
    </div>
  );
}
