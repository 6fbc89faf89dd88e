import { policyPages as m } from './messages';
import { PolicyText } from './PolicyText';

export function TermsPage() {
  return <PolicyText kind="terms" title={m.termsTitle} paragraphs={[m.termsUse, m.termsContent]} />;
}
