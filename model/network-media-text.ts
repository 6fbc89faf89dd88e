// How the media rules' numbers and broken rules read: ratios and lengths as people write them,
// and each broken rule as the English sentence the server refuses a post with (the composer
// shows the same sentence translated, media-rules-messages.ts).

import type { MediaProblem } from './network-media';

/** A ratio as people write it: 1.91:1, 4:5, 9:16. */
export function ratioText(ratio: number): string {
  const known: [number, string][] = [
    [4 / 5, '4:5'],
    [1 / 2, '1:2'],
    [1 / 3, '1:3'],
    [3, '3:1'],
    [1 / 2.4, '1:2.4'],
    [9 / 16, '9:16'],
    [16 / 9, '16:9'],
    [1 / 10, '1:10'],
  ];
  const hit = known.find(([value]) => Math.abs(value - ratio) < 0.001);
  if (hit) return hit[1];
  return `${Number(ratio.toFixed(2))}:1`;
}

/** A measured length as a clock reads it, in the reader's language: "12 min 4 sec", "10 min". */
export function exactLengthText(locale: string, seconds: number): string {
  const total = Math.round(seconds);
  const parts: [number, string][] = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ];
  const shown = parts.filter(([value]) => value > 0);
  const unit = ([value, name]: [number, string]) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(
      value,
    );
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(
    (shown.length > 0 ? shown : [[0, 'second'] as [number, string]]).map(unit),
  );
}

/** The same sentences in English, for the server's refusals (the composer shows them translated). */
export function mediaProblemSentence(
  network: string,
  problem: MediaProblem,
  names: readonly string[],
): string {
  const name = 'index' in problem ? (names[problem.index] ?? '') : '';
  const len = (seconds: number) => exactLengthText('en', seconds);
  switch (problem.kind) {
    case 'long':
      return `${network} allows videos up to ${len(problem.max)}; ${name} is ${len(problem.seconds)}.`;
    case 'short':
      return `${network} needs videos of at least ${len(problem.min)}; ${name} is ${len(problem.seconds)}.`;
    case 'codec':
      return `${network} does not take videos in ${problem.codec}; ${name} must be re-encoded.`;
    case 'frameRate':
      return `${network} allows ${problem.min ?? 1} to ${problem.max} frames a second; ${name} has ${Math.round(problem.frameRate)}.`;
    case 'pixels':
      return `${network} allows videos of ${problem.min ?? 1} to ${problem.max} pixels a side; ${name} is ${problem.width}×${problem.height}.`;
    case 'alt':
      return `${network} allows alt text of up to ${problem.max} characters; the one for ${name} has ${problem.length}.`;
    case 'aspect':
      return `${name} is ${ratioText(problem.ratio)} (width:height); ${network} takes ${ratioText(problem.min)} to ${ratioText(problem.max)}.`;
    case 'size':
      return `${name} is ${problem.size} bytes; ${network} takes at most ${problem.max}.`;
    case 'type':
      return `${network} does not accept ${name}: this kind of file cannot be posted there.`;
    case 'count':
      return `${network} takes at most ${problem.max} attachments; this post has ${problem.count}.`;
    case 'required':
      return `${network} needs at least one picture or video.`;
    case 'alone':
      return `${network}: a video or a document must be the only attachment.`;
    case 'mixed':
      return `${network}: pictures and videos cannot be mixed in one post.`;
  }
}
