import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { inviteMessages as m } from './account-messages';
import { SignupForm } from './SignupForm';

/**
 * Sign-up with the invited address: the only sign-up the connect portal has. The new account
 * must still verify its address before the invitation can be accepted.
 */
export function InviteSignup({
  maskedEmail,
  continuePath,
}: {
  maskedEmail: string;
  continuePath: string;
}) {
  const { _ } = useLingui();
  const title = useId();
  return (
    <section className="card" aria-labelledby={title}>
      <h2 id={title}>{_(m.signUpTitle)}</h2>
      <SignupForm
        continuePath={continuePath}
        submit={m.signUp}
        emailHint={_({ ...m.wrongEmail, values: { email: maskedEmail } })}
      />
    </section>
  );
}
