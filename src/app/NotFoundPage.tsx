import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { appMessages } from './messages';

export function NotFoundPage() {
  const { _ } = useLingui();
  return (
    <section className="not-found">
      <h1>{_(appMessages.notFoundTitle)}</h1>
      <p>{_(appMessages.notFoundBody)}</p>
      <p>
        <Link href="/">{_(appMessages.notFoundLink)}</Link>
      </p>
    </section>
  );
}
