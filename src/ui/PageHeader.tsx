import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  lead,
  art,
}: {
  title: MessageDescriptor;
  lead?: MessageDescriptor;
  /** A decorative drawing at the inline end (public pages); hidden on a phone. */
  art?: ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <header className={art ? 'page-header page-header-art' : 'page-header'}>
      <div>
        <h1>{_(title)}</h1>
        {lead ? <p className="lead">{_(lead)}</p> : null}
      </div>
      {art ? <div className="page-art">{art}</div> : null}
    </header>
  );
}
