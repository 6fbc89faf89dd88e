import { policyPages as m } from './messages';
import { PolicyText } from './PolicyText';

export function CookiesPage() {
  return (
    <PolicyText
      kind="cookies"
      title={m.cookiesTitle}
      paragraphs={[m.cookiesNeeded, m.cookiesAnalytics]}
    />
  );
}
