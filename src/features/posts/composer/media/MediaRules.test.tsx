// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../../i18n/locales/en/messages';
import type { MediaDraft } from '../store';
import { MediaRules } from './MediaRules';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MB = 1024 * 1024;
let container: HTMLDivElement;
let root: Root;

const item = (over: Partial<MediaDraft>): MediaDraft => ({
  key: crypto.randomUUID(),
  name: 'file',
  path: 'workspaces/w/media/file',
  contentType: 'image/jpeg',
  progress: 1,
  previewUrl: null,
  uploading: false,
  ...over,
});

async function render(
  providers: string[],
  media: MediaDraft[],
  hasText = true,
  maxVideoSeconds: Record<string, number> = {},
) {
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <MediaRules
          providers={providers}
          media={media}
          hasText={hasText}
          maxVideoSeconds={maxVideoSeconds}
        />
      </I18nProvider>,
    );
  });
}

const warnings = () =>
  [...container.querySelectorAll('[role="alert"] li')].map((li) => li.textContent);
const rules = (network: string) =>
  [...container.querySelectorAll('details')]
    .find((d) => d.querySelector('summary')?.textContent === `What ${network} accepts`)
    ?.querySelectorAll('li');

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages });
});
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe("the composer's media rules", () => {
  it("explains each chosen network's rules next to the media", async () => {
    await render(['instagram', 'linkedin_page'], []);
    expect([...(rules('Instagram') ?? [])].map((li) => li.textContent)).toEqual([
      'Needs at least one picture or video',
      'Up to 10 attachments',
      'Pictures: JPEG, up to 8 MB each',
      'Pictures from 4:5 to 1.91:1 (width:height)',
      'Videos: MP4 and MOV, up to 1 GB',
      'Videos from 3 seconds to 15 minutes long',
      'Videos from 0.01:1 to 10:1 (width:height)',
    ]);
    expect([...(rules('LinkedIn') ?? [])].map((li) => li.textContent)).toContain(
      'Documents: PDF, up to 100 MB',
    );
  });

  it('warns in plain words about each file a chosen network would refuse', async () => {
    await render(
      ['instagram', 'x'],
      [
        item({ name: 'banner.png', contentType: 'image/png', bytes: 2 * MB }),
        item({ name: 'tall.jpg', width: 1080, height: 1920, bytes: 9 * MB }),
      ],
    );
    expect(warnings()).toEqual([
      'Instagram does not accept banner.png: this kind of file cannot be posted there.',
      'tall.jpg is 9 MB; Instagram takes at most 8 MB.',
      'tall.jpg is 9:16 (width:height); Instagram takes 4:5 to 1.91:1.',
      'tall.jpg is 9 MB; X takes at most 5 MB.',
    ]);
  });

  it('names the network that needs a picture or a video, and says nothing when all fits', async () => {
    await render(['tiktok'], []);
    expect(warnings()).toEqual(['TikTok needs at least one picture or video.']);
    await render(['tiktok'], [item({ name: 'a.jpg', bytes: MB })]);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it("holds a TikTok video to the creator's own limit from creator_info", async () => {
    const clip = item({ name: 'clip.mp4', contentType: 'video/mp4', seconds: 90 });
    await render(['tiktok'], [clip]);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect([...(rules('TikTok') ?? [])].map((li) => li.textContent)).toContain(
      'Videos from 3 seconds to 10 minutes long',
    );
    await render(['tiktok'], [clip], true, { tiktok: 60 });
    expect(warnings()).toEqual(['TikTok allows videos up to 1 min; clip.mp4 is 1 min 30 sec.']);
    expect([...(rules('TikTok') ?? [])].map((li) => li.textContent)).toContain(
      'Videos from 3 seconds to 1 minute long',
    );
  });
});
