// A signed-in connect client's portal wears their agency's white label: the band beside the
// product's name shows the logo and agency name, and the frame takes the label's colours (their
// contrast was checked, WCAG AA, when the label was saved). The workspace named in the address
// decides when it has a label; otherwise the first labelled workspace by name. Its own chunk,
// loaded by the signed-in frame for connect's clients only.

import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { useSearch } from 'wouter';
import { type PortalLabel, portalLabels } from '../../firebase/portal-brand';
import { publicFileUrl } from '../../firebase/public-file';
import { session } from '../../session/store';

const WORN = ['--brand', '--brand-dark', '--on-brand'] as const;

/** The frame's colour variables a label sets: the brand colour (twice) and the text on it. */
function wornValues(label: { colour: string; textColour: string }): [string, string][] {
  return [
    ['--brand', label.colour],
    ['--brand-dark', label.colour],
    ['--on-brand', label.textColour],
  ];
}

export default function PortalBrand() {
  const { uid } = useSnapshot(session);
  const wanted = new URLSearchParams(useSearch()).get('workspace');
  const [labels, setLabels] = useState<PortalLabel[]>([]);
  useEffect(() => {
    if (!uid) return;
    let live = true;
    // Without an answer the portal keeps the product's own look.
    portalLabels(uid).then(
      (found) => live && setLabels(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [uid]);
  const chosen = labels.find((entry) => entry.workspaceId === wanted) ?? labels[0] ?? null;
  const label = chosen?.label ?? null;
  useEffect(() => {
    if (!label) return;
    const root = document.documentElement;
    for (const [name, value] of wornValues(label)) root.style.setProperty(name, value);
    return () => {
      for (const name of WORN) root.style.removeProperty(name);
    };
  }, [label]);
  if (!chosen || !label) return null;
  return (
    <span
      className="portal-brand"
      data-portal-brand={chosen.workspaceId}
      style={{
        background: label.colour,
        color: label.textColour,
        display: 'inline-flex',
        alignItems: 'center',
        gap: '.5rem',
        padding: '.25rem .6rem',
        borderRadius: '6px',
      }}
    >
      {label.logoPath ? <img src={publicFileUrl(label.logoPath)} alt="" height={28} /> : null}
      <strong>{label.agencyName}</strong>
    </span>
  );
}
