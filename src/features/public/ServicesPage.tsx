import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { type CatalogueService, listActiveServices } from '../../firebase/catalogue';
import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useCachedLoad } from './cached-load';
import { formatPrice } from './format';
import { Icon } from './home/illustrations';
import { servicesCatalogue as c, servicesPage as m, publicData } from './messages';

const FROM = { project: c.fromProject, month: c.fromMonth, hour: c.fromHour } as const;

export function ServicesPage() {
  const { _, i18n } = useLingui();
  const locale = i18n.locale;
  const load = useCachedLoad(() => listActiveServices(locale), `services:${locale}`);
  const priceLine = (service: CatalogueService) => {
    if (service.priceFrom === null) return null;
    const price = formatPrice(service.priceFrom, service.currency, locale);
    return _({ ...(service.unit ? FROM[service.unit] : c.from), values: { price } });
  };
  return (
    <>
      <PageHeader title={nav.services} lead={m.lead} art={<Icon name="compose" />} />
      {load.state === 'loading' ? <Spinner /> : null}
      {load.state === 'failed' ? (
        <p className="empty" role="alert">
          {_(publicData.loadFailed)}
        </p>
      ) : null}
      {load.state === 'ready' && load.value.length === 0 ? (
        <p className="empty">
          {_(c.empty)} <Link href="/contact">{_(nav.contact)}</Link>
        </p>
      ) : null}
      {load.state === 'ready' && load.value.length > 0 ? (
        <ul className="cards">
          {load.value.map((service) => (
            <li className="card" key={service.id}>
              <h2>{service.name}</h2>
              <p>{service.description}</p>
              {priceLine(service) ? <p className="price">{priceLine(service)}</p> : null}
              <Link href={`/contact?service=${encodeURIComponent(service.id)}`}>{_(c.ask)}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
