import { useLingui } from '@lingui/react';
import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';
import { useVariant } from '../../ui/variant';
import { aboutPage as m } from './messages';

export function AboutPage() {
  const { _ } = useLingui();
  const { product } = useVariant();
  return (
    <div className="prose">
      <PageHeader title={nav.about} />
      <p>{_(product === 'connect' ? m.connectBody : m.smmBody)}</p>
      <p>{_(m.teamBody)}</p>
    </div>
  );
}
