import { nav } from '../../ui/messages';
import { PageHeader } from '../../ui/PageHeader';

// Wired with its guard and navigation; the screen itself arrives with a later issue.
export function CourtesySubscriptionsPage() {
  return <PageHeader title={nav.courtesySubscriptions} />;
}
