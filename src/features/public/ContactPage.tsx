import { useLingui } from '@lingui/react';
import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';
import { useVariant } from '../../ui/variant';
import { contactPage as m } from './messages';

const SUPPORT_EMAIL = { smm: 'hello@smm.example.com', connect: 'hello@connect.example.com' };

export function ContactPage() {
  const { _ } = useLingui();
  const { product } = useVariant();
  const email = SUPPORT_EMAIL[product];
  return (
    <div className="prose">
      <PageHeader title={nav.contact} lead={m.lead} />
      <p>
        {_(m.email)}: <a href={`mailto:${email}`}>{email}</a>
      </p>
      <p>{_(m.hours)}</p>
    </div>
  );
}
