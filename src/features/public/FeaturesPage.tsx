import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';
import { Cards } from './Cards';
import { featuresPage as m } from './messages';

export function FeaturesPage() {
  return (
    <>
      <PageHeader title={nav.features} lead={m.lead} />
      <Cards
        items={[
          [m.calendarTitle, m.calendarBody],
          [m.approvalsTitle, m.approvalsBody],
          [m.channelsTitle, m.channelsBody],
          [m.languagesTitle, m.languagesBody],
        ]}
      />
    </>
  );
}
