import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { PageHeader } from '../../ui/PageHeader';

export function PolicyText({
  title,
  paragraphs,
}: {
  title: MessageDescriptor;
  paragraphs: MessageDescriptor[];
}) {
  const { _ } = useLingui();
  return (
    <article className="prose">
      <PageHeader title={title} />
      {paragraphs.map((paragraph) => (
        <p key={paragraph.id}>{_(paragraph)}</p>
      ))}
    </article>
  );
}
