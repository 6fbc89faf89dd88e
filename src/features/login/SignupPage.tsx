import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { readAppSettings } from '../../firebase/admin/admin-settings';
import { Spinner } from '../../ui/Spinner';
import { signupMessages as m } from './account-messages';
import { SignupForm } from './SignupForm';

/**
 * Self-service sign-up (smm). On success the auth listener signs the new account in and the
 * guard sends it on to the app, where the verify-your-email screen waits.
 */
export function SignupPage() {
  const { _ } = useLingui();
  const [open, setOpen] = useState<boolean | null>(null);

  useEffect(() => {
    readAppSettings()
      .then((settings) => setOpen(settings.smmSignupOpen))
      // Unreadable settings leave the form up; the server still refuses if sign-up is closed.
      .catch(() => setOpen(true));
  }, []);

  // While the settings are read (and in the prerendered HTML), the page's frame: its heading
  // and lead, with the form's place held by a spinner.
  if (open === null) {
    return (
      <section className="login">
        <h1>{_(m.title)}</h1>
        <p className="lead">{_(m.lead)}</p>
        <Spinner />
      </section>
    );
  }
  if (!open) {
    return (
      <section className="login">
        <h1>{_(m.closedTitle)}</h1>
        <p className="lead">{_(m.closedText)}</p>
        <p>
          <Link href="/login">{_(m.haveAccount)}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="login">
      <h1>{_(m.title)}</h1>
      <p className="lead">{_(m.lead)}</p>
      <SignupForm continuePath="/app" submit={m.submit} primary />
      <p>
        <Link href="/login">{_(m.haveAccount)}</Link>
      </p>
    </section>
  );
}
