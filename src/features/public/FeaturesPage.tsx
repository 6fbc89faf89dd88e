import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';
import { Cards } from './Cards';
import { Icon } from './home/illustrations';
import { featuresPage as m } from './messages';

export function FeaturesPage() {
  return (
    <>
      <PageHeader title={nav.features} lead={m.lead} art={<Icon name="portal" />} />
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
