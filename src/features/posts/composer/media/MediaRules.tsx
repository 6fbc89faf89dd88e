// Each chosen network's media rules next to the media (how many attachments, which kinds, how
// large, how long, which shapes), and a warning in plain words for every file that breaks one,
// from the same table the publisher checks before sending. Loaded lazily with the media field.

import { useLingui } from '@lingui/react';
import {
  checkMedia,
  type MediaFacts,
  type MediaProblem,
  NETWORK_MEDIA_RULES,
  NETWORK_NAMES,
  type NetworkMediaRules,
} from '@model/network-media';
import { exactLengthText, ratioText } from '@model/network-media-text';
import { useEffect, useState } from 'react';
import { lengthText } from '../duration-text';
import { type MediaDraft, updateMedia } from '../store';
import { type MeasuredMedia, measureVideo } from './media-facts';
import { mr } from './media-rules-messages';

type Translate = ReturnType<typeof useLingui>['_'];
type Descriptor = { id: string; message: string };

/** Brand names are not translated. */
export { NETWORK_NAMES };

const TYPE_NAMES: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'video/mp4': 'MP4',
  'video/quicktime': 'MOV',
  'video/webm': 'WebM',
  'video/x-msvideo': 'AVI',
  'application/pdf': 'PDF',
};

/**
 * Sizes as the networks state them: their "MB" and "GB" limits are binary (8 MB is 8 MiB), so
 * a limit reads as the network writes it.
 */
function sizeText(locale: string, bytes: number): string {
  const KIB = 1024;
  const [value, unit] =
    bytes >= KIB ** 3
      ? [bytes / KIB ** 3, 'gigabyte']
      : bytes >= KIB ** 2 * 0.9
        ? [bytes / KIB ** 2, 'megabyte']
        : [bytes / KIB, 'kilobyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

function listText(locale: string, items: string[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

/** The rules of one network as short lines. */
export function ruleLines(_: Translate, locale: string, rules: NetworkMediaRules): string[] {
  const types = Object.entries(rules.types);
  const of = (prefix: string) => types.filter(([type]) => type.startsWith(prefix));
  const names = (list: [string, number][]) =>
    listText(
      locale,
      list.map(([type]) => TYPE_NAMES[type] ?? type),
    );
  const largest = (list: [string, number][]) =>
    sizeText(locale, Math.max(...list.map(([, size]) => size)));
  const lines: string[] = [];
  if (rules.requiresMedia) lines.push(_(mr.required));
  lines.push(_({ ...mr.count, values: { max: rules.maxMedia } }));
  const images = of('image/');
  if (images.length > 0) {
    lines.push(_({ ...mr.images, values: { types: names(images), size: largest(images) } }));
    if (rules.imageAspect) {
      const { min, max } = rules.imageAspect;
      lines.push(_({ ...mr.imageAspect, values: { min: ratioText(min), max: ratioText(max) } }));
    }
  }
  const videos = of('video/');
  if (videos.length > 0) {
    lines.push(_({ ...mr.videos, values: { types: names(videos), size: largest(videos) } }));
    if (rules.videoSeconds) {
      const { min = 0, max } = rules.videoSeconds;
      lines.push(
        _({
          ...mr.videoLength,
          values: { min: lengthText(locale, min), max: lengthText(locale, max) },
        }),
      );
    }
    if (rules.videoAspect) {
      const { min, max } = rules.videoAspect;
      lines.push(_({ ...mr.videoAspect, values: { min: ratioText(min), max: ratioText(max) } }));
    }
  }
  const documents = of('application/pdf');
  if (documents.length > 0)
    lines.push(_({ ...mr.documents, values: { size: largest(documents) } }));
  if ((rules.alone ?? []).length > 0 && rules.maxMedia > 1) lines.push(_(mr.alone));
  if (!rules.mixed && images.length > 0 && videos.length > 0) lines.push(_(mr.noMix));
  return lines;
}

/** One broken rule as a message naming the network, the file and the limit. */
export function problemMessage(
  locale: string,
  network: string,
  problem: MediaProblem,
  names: readonly string[],
): Descriptor & { values: Record<string, string | number> } {
  const name = 'index' in problem ? (names[problem.index] ?? '') : '';
  const say = (message: Descriptor, values: Record<string, string | number>) => ({
    ...message,
    values: { network, name, ...values },
  });
  const len = (seconds: number) => exactLengthText(locale, seconds);
  switch (problem.kind) {
    case 'required':
      return say(mr.wRequired, {});
    case 'count':
      return say(mr.wCount, { max: problem.max, count: problem.count });
    case 'type':
      return say(mr.wType, {});
    case 'size':
      return say(mr.wSize, {
        size: sizeText(locale, problem.size),
        max: sizeText(locale, problem.max),
      });
    case 'short':
      return say(mr.wShort, { length: len(problem.seconds), min: len(problem.min) });
    case 'long':
      return say(mr.wLong, { length: len(problem.seconds), max: len(problem.max) });
    case 'aspect':
      return say(mr.wAspect, {
        ratio: ratioText(problem.ratio),
        min: ratioText(problem.min),
        max: ratioText(problem.max),
      });
    case 'codec':
      return say(mr.wCodec, { codec: problem.codec });
    case 'frameRate':
      return say(mr.wFrameRate, {
        min: problem.min ?? 1,
        max: problem.max,
        rate: Math.round(problem.frameRate),
      });
    case 'pixels':
      return say(mr.wPixels, {
        min: problem.min ?? 1,
        max: problem.max,
        size: `${problem.width}×${problem.height}`,
      });
    case 'alt':
      return say(mr.wAlt, { max: problem.max, length: problem.length });
    case 'alone':
      return say(mr.wAlone, {});
    case 'mixed':
      return say(mr.wMixed, {});
  }
}

/** One sentence per broken rule, naming the network and the file. */
export function warningText(
  _: Translate,
  locale: string,
  network: string,
  problem: MediaProblem,
  names: readonly string[],
): string {
  return _(problemMessage(locale, network, problem, names));
}

/** Measures each new local video once; pictures already carry their size. */
function useMeasured(media: readonly MediaDraft[]): Record<string, MeasuredMedia> {
  const [measured, setMeasured] = useState<Record<string, MeasuredMedia>>({});
  useEffect(() => {
    let live = true;
    for (const item of media) {
      if (!item.contentType.startsWith('video/') || !item.previewUrl || item.key in measured) {
        continue;
      }
      const { key, previewUrl } = item;
      setMeasured((current) => ({ ...current, [key]: {} }));
      measureVideo(previewUrl).then((facts) => {
        // The composer keeps the length too: a check before scheduling reads it.
        if (facts.seconds !== undefined) updateMedia(key, { seconds: facts.seconds });
        if (live) setMeasured((current) => ({ ...current, [key]: facts }));
      });
    }
    return () => {
      live = false;
    };
  }, [media, measured]);
  return measured;
}

/** A network's rules, with the video length the chosen accounts allow where it is shorter. */
export function rulesFor(provider: string, maxSeconds?: number): NetworkMediaRules | undefined {
  const rules = NETWORK_MEDIA_RULES[provider];
  if (!rules?.videoSeconds || maxSeconds === undefined || maxSeconds >= rules.videoSeconds.max) {
    return rules;
  }
  return { ...rules, videoSeconds: { ...rules.videoSeconds, max: maxSeconds } };
}

export function MediaRules({
  providers,
  media,
  hasText,
  maxVideoSeconds = {},
}: {
  /** The networks of the channels chosen. */
  providers: readonly string[];
  media: readonly MediaDraft[];
  hasText: boolean;
  /** Per network, the longest video the chosen accounts may post (TikTok's creator_info). */
  maxVideoSeconds?: Readonly<Record<string, number>>;
}) {
  const { _, i18n } = useLingui();
  const measured = useMeasured(media);
  // LinkedIn members and pages share a name and rules: one entry.
  const byName = new Map<string, string>();
  for (const provider of providers) {
    const name = NETWORK_NAMES[provider];
    if (name && NETWORK_MEDIA_RULES[provider] && !byName.has(name)) byName.set(name, provider);
  }
  const networks = [...byName.values()];
  if (networks.length === 0) return null;
  const facts: MediaFacts[] = media.map((item) => ({
    contentType: item.contentType,
    ...(item.bytes !== undefined ? { size: item.bytes } : {}),
    ...(item.width && item.height ? { width: item.width, height: item.height } : {}),
    ...(item.seconds !== undefined ? { seconds: item.seconds } : {}),
    ...measured[item.key],
  }));
  const names = media.map((item) => item.name || item.path.split('/').pop() || '');
  const seen = new Set<string>();
  const warnings: string[] = [];
  for (const provider of networks) {
    const rules = rulesFor(provider, maxVideoSeconds[provider]) as NetworkMediaRules;
    const network = NETWORK_NAMES[provider] as string;
    for (const problem of checkMedia(rules, facts, hasText)) {
      const text = warningText(_, i18n.locale, network, problem, names);
      if (!seen.has(text)) {
        seen.add(text);
        warnings.push(text);
      }
    }
  }
  return (
    <div className="media-rules" data-testid="media-rules">
      {warnings.length > 0 ? (
        <div role="alert" className="form-error">
          <p>{_(mr.warnings)}</p>
          <ul>
            {warnings.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {networks.map((provider) => (
        <details key={provider} open={networks.length === 1}>
          <summary>
            {_({ ...mr.heading, values: { network: NETWORK_NAMES[provider] as string } })}
          </summary>
          <ul>
            {ruleLines(
              _,
              i18n.locale,
              rulesFor(provider, maxVideoSeconds[provider]) as NetworkMediaRules,
            ).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
