import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';
import { Cards } from './Cards';
import { servicesPage as m } from './messages';

export function ServicesPage() {
  return (
    <>
      <PageHeader title={nav.services} lead={m.lead} />
      <Cards
        items={[
          [m.strategyTitle, m.strategyBody],
          [m.contentTitle, m.contentBody],
          [m.communityTitle, m.communityBody],
          [m.reportingTitle, m.reportingBody],
        ]}
      />
    </>
  );
}
