import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

export function PageHeader({
  title,
  lead,
}: {
  title: MessageDescriptor;
  lead?: MessageDescriptor;
}) {
  const { _ } = useLingui();
  return (
    <header className="page-header">
      <h1>{_(title)}</h1>
      {lead ? <p className="lead">{_(lead)}</p> : null}
    </header>
  );
}
