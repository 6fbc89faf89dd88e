import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { PolicyKind } from '@model/schemas/policies';
import { getPublishedPolicy } from '../../firebase/catalogue';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useCachedLoad } from './cached-load';
import { policyDocument as d } from './messages';

/**
 * The published version of a policy from `policies/{kind}`, rendered from markdown; the
 * standing summary when nothing is published or the database cannot be reached.
 */
export function PolicyText({
  kind,
  title,
  paragraphs,
}: {
  kind: PolicyKind;
  title: MessageDescriptor;
  paragraphs: MessageDescriptor[];
}) {
  const { _, i18n } = useLingui();
  const locale = i18n.locale;
  const load = useCachedLoad(async () => {
    const [policy, { renderMarkdown }] = await Promise.all([
      getPublishedPolicy(kind, locale),
      import('../../lib/render-markdown'),
    ]);
    // Kept as JSON between visits, so the date travels as a number.
    return policy
      ? {
          policy: { ...policy, publishedAt: policy.publishedAt?.getTime() ?? null },
          html: renderMarkdown(policy.markdown),
        }
      : null;
  }, `policy:${kind}:${locale}`);

  if (load.state === 'loading') {
    return (
      <article className="prose">
        <PageHeader title={title} />
        <Spinner />
      </article>
    );
  }
  if (load.state === 'ready' && load.value) {
    const { policy, html } = load.value;
    const date = policy.publishedAt
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(policy.publishedAt))
      : '';
    return (
      <article className="prose policy" data-policy-version={policy.version}>
        {/* The markdown starts with its own heading; the page heading stays for structure. */}
        <PageHeader title={title} />
        <p className="muted">{_({ ...d.version, values: { version: policy.version, date } })}</p>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by render-markdown (HTML escaped, DOMPurify). */}
        <div className="policy-body" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    );
  }
  return (
    <article className="prose">
      <PageHeader title={title} />
      {load.state === 'failed' ? <p className="muted">{_(d.standing)}</p> : null}
      {paragraphs.map((paragraph) => (
        <p key={paragraph.id}>{_(paragraph)}</p>
      ))}
    </article>
  );
}
