// The settings a chosen network needs beyond text: shown only for the networks of the channels
// chosen, each in its own group, with the required ones marked and checked before scheduling.

import { useLingui } from '@lingui/react';
import { GBP_CTAS, hasNetworkOptions } from '@model/schemas/channels/networkOptions';
import type { ReactNode } from 'react';
import type { Channel } from '../../../firebase/posts/post-types';
import { PinterestBoardField, TikTokChoiceFields } from './ChannelChoiceFields';
import { describedBy, FieldError } from './FieldError';
import { om } from './network-options-messages';
import { setNetworkOption } from './store';
import { useComposer } from './use-composer';

type Descriptor = { id: string; message: string };

const CTA_LABELS: Record<(typeof GBP_CTAS)[number], Descriptor> = {
  '': om.gbpNoButton,
  BOOK: om.ctaBook,
  ORDER: om.ctaOrder,
  SHOP: om.ctaShop,
  LEARN_MORE: om.ctaLearn,
  SIGN_UP: om.ctaSignUp,
  CALL: om.ctaCall,
};

export function NetworkOptionsFields({
  idPrefix,
  channels,
  editable,
  workspaceId,
}: {
  idPrefix: string;
  channels: Channel[];
  editable: boolean;
  /** Where the chosen channels live: their boards and TikTok settings are read from it. */
  workspaceId?: string;
}) {
  const { _ } = useLingui();
  const state = useComposer();
  const chosenOf = (provider: string) =>
    channels
      .filter((channel) => channel.provider === provider && state.channelIds.includes(channel.id))
      .map((channel) => channel.id);
  const providers = new Set(
    channels
      .filter((channel) => state.channelIds.includes(channel.id))
      .map((channel) => (channel.provider === 'instagram' ? 'facebook' : channel.provider))
      .filter(hasNetworkOptions),
  );
  if (providers.size === 0) return null;
  const value = (provider: string, field: string) => {
    const raw = state.networkOptions[provider]?.[field];
    return typeof raw === 'string' ? raw : '';
  };
  const invalid = state.problems.options ? true : undefined;
  const described = describedBy(idPrefix, state.problems, 'options');

  const text = (
    provider: string,
    field: string,
    label: Descriptor,
    options: {
      required?: boolean;
      hint?: Descriptor;
      type?: string;
      max?: number;
    } = {},
  ) => (
    <label className="posts-field">
      {_(label)}
      <input
        type={options.type ?? 'text'}
        value={value(provider, field)}
        readOnly={!editable}
        required={options.required}
        maxLength={options.max}
        aria-invalid={options.required && !value(provider, field) ? invalid : undefined}
        aria-describedby={described}
        onChange={(e) => setNetworkOption(provider, field, e.target.value)}
      />
      {options.hint ? <small>{_(options.hint)}</small> : null}
    </label>
  );
  const select = (
    provider: string,
    field: string,
    label: Descriptor,
    choices: [string, Descriptor][],
    required = false,
  ) => (
    <label className="posts-field">
      {_(label)}
      <select
        value={value(provider, field)}
        disabled={!editable}
        required={required}
        aria-describedby={described}
        onChange={(e) => setNetworkOption(provider, field, e.target.value)}
      >
        {choices.map(([key, name]) => (
          <option key={key} value={key}>
            {_(name)}
          </option>
        ))}
      </select>
    </label>
  );
  const group = (title: Descriptor, children: ReactNode) => (
    <fieldset className="posts-field" disabled={!editable}>
      <legend>{_(title)}</legend>
      {children}
    </fieldset>
  );
  const gbpKind = value('google_business', 'topicType') || 'STANDARD';
  const gbpCta = value('google_business', 'ctaType');

  return (
    <div data-field="options" className="posts-field">
      <h3>{_(om.legend)}</h3>
      {providers.has('youtube')
        ? group(
            om.youtube,
            <>
              {text('youtube', 'title', om.youtubeTitle, {
                required: true,
                hint: om.youtubeTitleHint,
                max: 100,
              })}
              {select('youtube', 'privacy', om.youtubePrivacy, [
                ['public', om.privacyPublic],
                ['unlisted', om.privacyUnlisted],
                ['private', om.privacyPrivate],
              ])}
              <label>
                <input
                  type="checkbox"
                  checked={state.networkOptions.youtube?.shorts === true}
                  onChange={(e) => setNetworkOption('youtube', 'shorts', e.target.checked)}
                />{' '}
                {_(om.youtubeShorts)}
              </label>
            </>,
          )
        : null}
      {providers.has('pinterest')
        ? group(
            om.pinterest,
            <>
              <PinterestBoardField
                workspaceId={workspaceId}
                channelIds={chosenOf('pinterest')}
                editable={editable}
                describedBy={described}
                invalid={invalid}
              />
              {text('pinterest', 'title', om.pinTitle, { max: 100 })}
              {text('pinterest', 'link', om.link, { type: 'url' })}
            </>,
          )
        : null}
      {providers.has('tiktok')
        ? group(
            om.tiktok,
            <>
              {select('tiktok', 'mode', om.tiktokMode, [
                ['direct', om.tiktokDirect],
                ['inbox', om.tiktokInbox],
              ])}
              {value('tiktok', 'mode') !== 'inbox' ? (
                <TikTokChoiceFields
                  workspaceId={workspaceId}
                  channelIds={chosenOf('tiktok')}
                  editable={editable}
                  describedBy={described}
                  invalid={invalid}
                />
              ) : null}
              <small>{_(om.tiktokHint)}</small>
            </>,
          )
        : null}
      {providers.has('google_business')
        ? group(
            om.google,
            <>
              {select('google_business', 'topicType', om.gbpKind, [
                ['STANDARD', om.gbpStandard],
                ['EVENT', om.gbpEvent],
                ['OFFER', om.gbpOffer],
              ])}
              {gbpKind !== 'STANDARD' ? (
                <>
                  {text('google_business', 'eventTitle', om.gbpTitle, { required: true, max: 58 })}
                  {text('google_business', 'startsAt', om.gbpStarts, {
                    required: true,
                    type: 'datetime-local',
                  })}
                  {text('google_business', 'endsAt', om.gbpEnds, {
                    required: true,
                    type: 'datetime-local',
                  })}
                </>
              ) : null}
              {gbpKind === 'OFFER' ? (
                <>
                  {text('google_business', 'couponCode', om.gbpCoupon, { max: 58 })}
                  {text('google_business', 'terms', om.gbpTerms)}
                </>
              ) : null}
              {select(
                'google_business',
                'ctaType',
                om.gbpButton,
                GBP_CTAS.map((key) => [key, CTA_LABELS[key]]),
              )}
              {gbpCta && gbpCta !== 'CALL'
                ? text('google_business', 'ctaUrl', om.gbpButtonUrl, { type: 'url' })
                : null}
            </>,
          )
        : null}
      {providers.has('facebook')
        ? group(
            om.meta,
            // The first comment is the post's own field (FirstCommentField), for every network.
            text('facebook', 'link', om.link, { type: 'url' }),
          )
        : null}
      <FieldError idPrefix={idPrefix} field="options" />
    </div>
  );
}
