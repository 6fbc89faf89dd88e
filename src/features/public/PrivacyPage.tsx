import { policyPages as m } from './messages';
import { PolicyText } from './PolicyText';

export function PrivacyPage() {
  return (
    <PolicyText
      kind="privacy"
      title={m.privacyTitle}
      paragraphs={[m.privacyCollect, m.privacyRights]}
    />
  );
}
