import { useLingui } from '@lingui/react';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import type { StaffMember } from '../../firebase/admin/admin-service-requests';
import {
  deleteTeamPhoto,
  TEAM_PHOTO_MAX_BYTES,
  TEAM_PHOTO_TYPES,
  type TeamMember,
  uploadTeamPhoto,
  upsertTeamMember,
} from '../../firebase/admin/admin-team';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { NewerVersionNotice } from '../../ui/versions/NewerVersionNotice';
import { useNewerVersion } from '../../ui/versions/use-newer-version';
import { teamPage as m } from './messages';
import { TeamPhoto } from './TeamPhoto';

/** Adds a member (member null) or edits one; the photo uploads as soon as it is chosen. */
export function TeamMemberForm({
  member,
  staff,
  onSaved,
  onLoadNewer,
  onCancel,
}: {
  member: TeamMember | null;
  staff: StaffMember[];
  onSaved: () => void;
  /** Puts the member as now stored in the form (after a refusal over a newer version). */
  onLoadNewer: () => void;
  onCancel: () => void;
}) {
  const { _ } = useLingui();
  const [name, setName] = useState(member?.name ?? '');
  const [title, setTitle] = useState(member?.title ?? '');
  const [bio, setBio] = useState(member?.bio ?? '');
  const [uid, setUid] = useState(member?.uid ?? '');
  const [isPublic, setPublic] = useState(member?.public ?? true);
  const [photoPath, setPhotoPath] = useState<string | null>(member?.photoPath ?? null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { newer, failed, clear: clearNewer } = useNewerVersion();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const firstField = useRef<HTMLInputElement>(null);
  // Photos uploaded in this form and not saved: deleted again on cancel.
  const uploaded = useRef<string[]>([]);

  useEffect(() => firstField.current?.focus(), []);

  async function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!TEAM_PHOTO_TYPES.includes(file.type)) return notify(_(m.photoType), 'error');
    if (file.size > TEAM_PHOTO_MAX_BYTES) return notify(_(m.photoSize), 'error');
    setProgress(0);
    try {
      const path = await uploadTeamPhoto(file, setProgress);
      uploaded.current.push(path);
      setPhotoPath(path);
      setRequestId(crypto.randomUUID());
    } catch (failure) {
      notify(errorSentence(_, failure), 'error');
    } finally {
      setProgress(null);
    }
  }

  function cancel() {
    for (const path of uploaded.current) deleteTeamPhoto(path).catch(() => undefined);
    onCancel();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(_(m.nameRequired));
      firstField.current?.focus();
      return;
    }
    setError(null);
    clearNewer();
    setBusy(true);
    try {
      await upsertTeamMember({
        requestId,
        ...(member ? { teamMemberId: member.id, baseVersion: member.version ?? undefined } : {}),
        name: name.trim(),
        title: title.trim(),
        bio: bio.trim(),
        uid: uid || null,
        photoPath,
        public: isPublic,
      });
      // The previous photo and any photo chosen then replaced are no longer shown anywhere.
      const stale = [...uploaded.current, member?.photoPath ?? null].filter(
        (path): path is string => Boolean(path) && path !== photoPath,
      );
      for (const path of stale) deleteTeamPhoto(path).catch(() => undefined);
      uploaded.current = [];
      notify(_({ ...m.saved, values: { name: name.trim() } }), 'success');
      onSaved();
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  }

  const headingId = `team-form-${member?.id ?? 'new'}`;
  const changed = () => setRequestId(crypto.randomUUID());
  return (
    <section className="ops-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {member ? _({ ...m.editTitle, values: { name: member.name } }) : _(m.add)}
      </h2>
      <form className="form" onSubmit={submit} noValidate>
        <label className="field">
          {_(m.name)}
          <input
            ref={firstField}
            name="memberName"
            value={name}
            maxLength={100}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${headingId}-error` : undefined}
            onChange={(e) => {
              setName(e.target.value);
              changed();
            }}
          />
        </label>
        {error ? (
          <p className="field-error" id={`${headingId}-error`} role="alert">
            {error}
          </p>
        ) : null}
        <label className="field">
          {_(m.jobTitle)}
          <input
            name="memberTitle"
            value={title}
            maxLength={100}
            onChange={(e) => {
              setTitle(e.target.value);
              changed();
            }}
          />
        </label>
        <label className="field">
          {_(m.bio)}
          <textarea
            name="memberBio"
            rows={3}
            maxLength={2000}
            value={bio}
            onChange={(e) => {
              setBio(e.target.value);
              changed();
            }}
          />
        </label>
        <label className="field">
          {_(m.account)}
          <select
            name="memberAccount"
            value={uid}
            onChange={(e) => {
              setUid(e.target.value);
              changed();
            }}
          >
            <option value="">{_(m.noAccount)}</option>
            {staff.map((s) => (
              <option key={s.uid} value={s.uid}>
                {s.label}
              </option>
            ))}
            {uid && !staff.some((s) => s.uid === uid) ? <option value={uid}>{uid}</option> : null}
          </select>
        </label>
        <label className="ops-row">
          <input
            type="checkbox"
            name="memberPublic"
            checked={isPublic}
            onChange={(e) => {
              setPublic(e.target.checked);
              changed();
            }}
          />
          {_(m.public)}
        </label>
        <div className="field">
          <div className="ops-row">
            <TeamPhoto name={name} path={photoPath} alt={_({ ...m.photoOf, values: { name } })} />
            {photoPath ? (
              <button
                type="button"
                className="button"
                onClick={() => {
                  setPhotoPath(null);
                  changed();
                }}
              >
                {_(m.removePhoto)}
              </button>
            ) : null}
          </div>
          <label className="field">
            {_(m.photo)}
            <input
              type="file"
              name="memberPhoto"
              accept={TEAM_PHOTO_TYPES.join(',')}
              disabled={progress !== null}
              onChange={choosePhoto}
            />
          </label>
          {progress !== null ? (
            <>
              <progress max={1} value={progress} aria-label={_(m.photo)} />
              <span aria-live="polite">
                {_({ ...m.uploading, values: { percent: Math.round(progress * 100) } })}
              </span>
            </>
          ) : null}
        </div>
        {newer ? <NewerVersionNotice newer={newer} busy={busy} onReload={onLoadNewer} /> : null}
        <div className="actions">
          <button
            type="submit"
            className="button button-primary"
            disabled={busy || progress !== null}
          >
            {_(m.save)}
          </button>
          <button type="button" className="button" onClick={cancel} disabled={busy}>
            {_(m.cancel)}
          </button>
        </div>
      </form>
    </section>
  );
}
