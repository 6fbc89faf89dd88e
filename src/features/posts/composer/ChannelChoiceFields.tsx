// The settings whose choices come from the network itself: the Pinterest board (a select of the
// account's boards) and who may see a TikTok post and what people may do with it (the levels and
// interactions the creator allows, from TikTok's creator_info), each read on the server.

import { useLingui } from '@lingui/react';
import { TIKTOK_PRIVACY } from '@model/schemas/channels/networkOptions';
import { cm } from './choice-messages';
import { om } from './network-options-messages';
import { setNetworkOption } from './store';
import { useComposer } from './use-composer';
import { usePostingChoices } from './use-posting-choices';

type Descriptor = { id: string; message: string };

const PRIVACY_LABELS: Record<(typeof TIKTOK_PRIVACY)[number], Descriptor> = {
  PUBLIC_TO_EVERYONE: om.ttPublic,
  MUTUAL_FOLLOW_FRIENDS: om.ttFriends,
  FOLLOWER_OF_CREATOR: om.ttFollowers,
  SELF_ONLY: om.ttSelf,
};

interface FieldProps {
  workspaceId?: string;
  channelIds: readonly string[];
  editable: boolean;
  describedBy?: string;
  invalid?: boolean;
}

/** The board a pin goes to, chosen among the boards of the chosen Pinterest accounts. */
export function PinterestBoardField({
  workspaceId,
  channelIds,
  editable,
  describedBy,
  invalid,
}: FieldProps) {
  const { _ } = useLingui();
  const state = useComposer();
  const loaded = usePostingChoices(workspaceId, channelIds);
  const raw = state.networkOptions.pinterest?.board;
  const value = typeof raw === 'string' ? raw : '';
  const set = (board: string) => setNetworkOption('pinterest', 'board', board);
  // Pins go to a board by name (the adapter finds it by name or id), so one name serves every
  // chosen account that has a board of that name.
  const names =
    loaded.state === 'ready'
      ? [...new Set(loaded.choices.flatMap((c) => (c.boards ?? []).map((b) => b.name)))]
      : [];
  if (value && !names.includes(value)) names.unshift(value);
  const retry = (
    <button type="button" className="button" onClick={loaded.retry}>
      {_(cm.retry)}
    </button>
  );

  if (loaded.state === 'failed') {
    return (
      <div className="posts-field">
        <label className="posts-field">
          {_(om.pinterestBoard)}
          <input
            value={value}
            readOnly={!editable}
            required
            maxLength={180}
            aria-invalid={!value ? invalid : undefined}
            aria-describedby={describedBy}
            onChange={(e) => set(e.target.value)}
          />
        </label>
        <p role="status">{_(cm.boardsFailed)}</p>
        {retry}
      </div>
    );
  }
  return (
    <div className="posts-field">
      <label className="posts-field">
        {_(om.pinterestBoard)}
        <select
          value={value}
          disabled={!editable || loaded.state === 'loading'}
          required
          aria-invalid={!value ? invalid : undefined}
          aria-describedby={describedBy}
          aria-busy={loaded.state === 'loading'}
          onChange={(e) => set(e.target.value)}
        >
          <option value="">{_(loaded.state === 'loading' ? cm.boardsLoading : om.choose)}</option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {loaded.state === 'ready' && names.length === 0 ? (
        <>
          <p role="status">{_(cm.boardsNone)}</p>
          {retry}
        </>
      ) : null}
    </div>
  );
}

/** Who may see a TikTok post and what others may do with it, as the creators allow. */
export function TikTokChoiceFields({
  workspaceId,
  channelIds,
  editable,
  describedBy,
  invalid,
}: FieldProps) {
  const { _ } = useLingui();
  const state = useComposer();
  const loaded = usePostingChoices(workspaceId, channelIds);
  const options = state.networkOptions.tiktok ?? {};
  const privacy = typeof options.privacyLevel === 'string' ? options.privacyLevel : '';
  const infos =
    loaded.state === 'ready' ? loaded.choices.flatMap((c) => (c.tiktok ? [c.tiktok] : [])) : [];
  // Every chosen creator must allow the level: the levels they all offer.
  const levels =
    infos.length > 0
      ? TIKTOK_PRIVACY.filter((level) => infos.every((info) => info.privacyLevels.includes(level)))
      : [...TIKTOK_PRIVACY];
  const video = state.media.some((item) => item.contentType.startsWith('video/'));
  const toggle = (
    field: 'disableComment' | 'disableDuet' | 'disableStitch',
    label: Descriptor,
    off: boolean,
  ) => (
    <label>
      <input
        type="checkbox"
        disabled={!editable || off}
        checked={!off && options[field] === false}
        onChange={(e) => setNetworkOption('tiktok', field, !e.target.checked)}
      />{' '}
      {_(label)}
      {off ? <small> {_(cm.turnedOff)}</small> : null}
    </label>
  );
  return (
    <>
      <label className="posts-field">
        {_(om.tiktokPrivacy)}
        <select
          value={levels.includes(privacy as (typeof TIKTOK_PRIVACY)[number]) ? privacy : ''}
          disabled={!editable || loaded.state === 'loading'}
          required
          aria-invalid={!privacy ? invalid : undefined}
          aria-describedby={describedBy}
          aria-busy={loaded.state === 'loading'}
          onChange={(e) => setNetworkOption('tiktok', 'privacyLevel', e.target.value)}
        >
          <option value="">{_(loaded.state === 'loading' ? cm.ttLoading : om.choose)}</option>
          {levels.map((level) => (
            <option key={level} value={level}>
              {_(PRIVACY_LABELS[level])}
            </option>
          ))}
        </select>
      </label>
      {loaded.state === 'failed' ? (
        <>
          <p role="status">{_(cm.ttFailed)}</p>
          <button type="button" className="button" onClick={loaded.retry}>
            {_(cm.retry)}
          </button>
        </>
      ) : null}
      {toggle(
        'disableComment',
        cm.allowComments,
        infos.some((info) => info.commentDisabled),
      )}
      {video
        ? toggle(
            'disableDuet',
            cm.allowDuets,
            infos.some((info) => info.duetDisabled),
          )
        : null}
      {video
        ? toggle(
            'disableStitch',
            cm.allowStitches,
            infos.some((info) => info.stitchDisabled),
          )
        : null}
    </>
  );
}
