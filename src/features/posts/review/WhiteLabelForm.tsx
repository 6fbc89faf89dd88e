// A client workspace's white label, for its owner and the product's staff: the agency's name,
// logo and mail sender name, and the brand colour with its text colour. The contrast shows as
// the colours change; below WCAG AA the server refuses them and the sentence shows here.

import { useLingui } from '@lingui/react';
import {
  AA_CONTRAST,
  contrastRatio,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  type WhiteLabel,
} from '@model/schemas/branding/white-label';
import { type FormEvent, useState } from 'react';
import { setWhiteLabel } from '../../../firebase/review/review-links';
import { publicFileUrl, uploadFile } from '../../../firebase/storage';
import { errorKeyOf, errorSentence } from '../../../ui/error-text';
import { notify } from '../../../ui/notification-store';
import { FormProblem, type Problem } from './FormProblem';
import { lm } from './white-label-messages';

export function WhiteLabelForm({
  workspaceId,
  initial,
}: {
  workspaceId: string;
  initial: WhiteLabel | null;
}) {
  const { _ } = useLingui();
  const [agencyName, setAgencyName] = useState(initial?.agencyName ?? '');
  const [senderName, setSenderName] = useState(initial?.senderName ?? '');
  const [logoPath, setLogoPath] = useState(initial?.logoPath ?? '');
  const [uploading, setUploading] = useState(false);
  const [host, setHost] = useState(initial?.host ?? '');
  const [colour, setColour] = useState(initial?.colour ?? '#3246d3');
  const [textColour, setTextColour] = useState(initial?.textColour ?? '#ffffff');
  const [error, setError] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const contrast = contrastRatio(colour, textColour);

  /** Uploads a chosen logo to the workspace's white-label folder (storage.rules whiteLabels/). */
  async function uploadLogo(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!(file.type in LOGO_TYPES) || file.size > LOGO_MAX_BYTES) {
      setError({ sentence: _(lm.logoRefused), code: 'invalid-argument' });
      return;
    }
    setUploading(true);
    try {
      const path = logoPathFor(workspaceId, file.type as keyof typeof LOGO_TYPES);
      await uploadFile(path, file);
      setLogoPath(path);
    } catch (failure) {
      setError({ sentence: errorSentence(_, failure), code: errorKeyOf(failure) });
    } finally {
      setUploading(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await setWhiteLabel(workspaceId, {
        agencyName,
        senderName,
        colour,
        textColour,
        ...(logoPath ? { logoPath } : {}),
        ...(host.trim() ? { host: host.trim() } : {}),
      });
      notify(_(lm.saved), 'success');
    } catch (failure) {
      const code = errorKeyOf(failure);
      setError({
        sentence:
          code === 'invalid-argument' && contrast < AA_CONTRAST
            ? _({ ...lm.lowContrast, values: { ratio: contrast, needed: AA_CONTRAST } })
            : errorSentence(_, failure),
        code,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="review-form" onSubmit={save} data-white-label-form="">
      <h3>{_(lm.title)}</h3>
      <label>
        {_(lm.agencyName)}
        <input
          required
          maxLength={80}
          value={agencyName}
          onChange={(e) => setAgencyName(e.target.value)}
        />
      </label>
      <label>
        {_(lm.senderName)}
        <input
          required
          maxLength={80}
          value={senderName}
          onChange={(e) => setSenderName(e.target.value)}
        />
      </label>
      <label>
        {_(lm.logo)}
        <input
          type="file"
          accept={Object.keys(LOGO_TYPES).join(',')}
          disabled={uploading}
          onChange={(e) => void uploadLogo(e.target.files?.[0])}
        />
        {uploading ? <span className="hint">{_(lm.logoUploading)}</span> : null}
      </label>
      {logoPath ? (
        <p className="white-label-logo">
          <img src={publicFileUrl(logoPath)} alt="" height={40} data-logo-preview="" />
          <button type="button" className="button" onClick={() => setLogoPath('')}>
            {_(lm.logoRemove)}
          </button>
        </p>
      ) : null}
      <label>
        {_(lm.host)}
        <input maxLength={253} value={host} onChange={(e) => setHost(e.target.value)} />
      </label>
      <label>
        {_(lm.colour)}
        <input type="color" value={colour} onChange={(e) => setColour(e.target.value)} />
      </label>
      <label>
        {_(lm.textColour)}
        <input type="color" value={textColour} onChange={(e) => setTextColour(e.target.value)} />
      </label>
      <p className="hint" style={{ background: colour, color: textColour, padding: '.5rem' }}>
        {_({ ...lm.contrast, values: { ratio: contrast } })}
      </p>
      <button type="submit" className="button" disabled={busy || uploading}>
        {_(lm.save)}
      </button>
      <FormProblem problem={error} />
    </form>
  );
}

/** A new name per upload, so no cache keeps showing the logo it replaces. */
function logoPathFor(workspaceId: string, contentType: keyof typeof LOGO_TYPES): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const name = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `whiteLabels/${workspaceId}/${name}.${LOGO_TYPES[contentType]}`;
}
