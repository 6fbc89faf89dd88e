import { useLingui } from '@lingui/react';
import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';
import { Icon } from './home/illustrations';
import { faqPage as m } from './messages';

export function FaqPage() {
  const { _ } = useLingui();
  const pairs = [
    [m.q1, m.a1],
    [m.q2, m.a2],
    [m.q3, m.a3],
  ] as const;
  return (
    <div className="prose">
      <PageHeader title={nav.faq} art={<Icon name="plans" />} />
      <dl className="faq">
        {pairs.map(([question, answer]) => (
          <div key={question.id}>
            <dt>{_(question)}</dt>
            <dd>{_(answer)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
