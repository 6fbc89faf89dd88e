import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

export function Cards({ items }: { items: [MessageDescriptor, MessageDescriptor][] }) {
  const { _ } = useLingui();
  return (
    <ul className="cards">
      {items.map(([title, body]) => (
        <li className="card" key={title.id}>
          <h2>{_(title)}</h2>
          <p>{_(body)}</p>
        </li>
      ))}
    </ul>
  );
}
