// Turns the records of a CSV file into import rows and finds each row's problems, with the very
// schema the importPosts callable parses (importRowSchema). Pure: the dialog parses the file
// with papaparse and hands the records here.

import { wallToInstant } from '@model/queue-slots';
import { type ImportRow, importRowSchema } from '@model/schemas/imports';
import { POST_FIRST_COMMENT_MAX } from '@model/schemas/posts/posts';
import * as v from 'valibot';
import type { problemLabels } from './messages';

export type ProblemKey = keyof typeof problemLabels;

export interface RowProblem {
  key: ProblemKey;
  values?: Record<string, string>;
}

export interface CheckedRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  row: ImportRow | null;
  problems: RowProblem[];
}

/** A media library item the `library` column may name, by id or by name. */
export interface LibraryRef {
  id: string;
  name: string;
}

export interface ChannelRef {
  id: string;
  displayName: string;
  handle: string;
}

const zones = new Map<string, boolean>();

function validZone(zone: string): boolean {
  let known = zones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    zones.set(zone, known);
  }
  return known;
}

/** "2026-05-01 09:30" read in `zone`, or an instant written with its offset. */
export function instantOf(time: string, zone: string): number | null {
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(time);
  if (local) {
    const [, y, mo, d, h, mi] = local.map(Number) as number[];
    const wall = Date.UTC(y as number, (mo as number) - 1, d, h, mi);
    const check = new Date(wall);
    if (check.getUTCMonth() !== (mo as number) - 1 || check.getUTCDate() !== d) return null;
    if ((h as number) > 23 || (mi as number) > 59) return null;
    return wallToInstant(wall, zone);
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(time)) {
    const at = Date.parse(time);
    return Number.isNaN(at) ? null : at;
  }
  return null;
}

const cell = (record: Record<string, unknown>, name: string) => {
  const value = record[name];
  return typeof value === 'string' ? value.trim() : '';
};

export function checkRows(
  records: readonly Record<string, unknown>[],
  channels: readonly ChannelRef[],
  defaultZone: string,
  mode: 'draft' | 'schedule',
  now: number,
  library: readonly LibraryRef[] = [],
): CheckedRow[] {
  const items = new Map<string, string>();
  for (const item of library) {
    items.set(item.name.toLowerCase(), item.id);
    items.set(item.id, item.id);
  }
  const byName = new Map<string, string>();
  for (const channel of channels) {
    for (const name of [channel.id, channel.displayName, channel.handle]) {
      if (name) byName.set(name.toLowerCase(), channel.id);
    }
  }
  return records.map((record, index) => {
    const problems: RowProblem[] = [];
    const text = cell(record, 'text');
    if (text === '') problems.push({ key: 'noText' });
    else if (text.length > 5000) problems.push({ key: 'textTooLong' });
    const names = cell(record, 'channels')
      .split(/[;|]/)
      .map((name) => name.trim())
      .filter(Boolean);
    const channelIds: string[] = [];
    for (const name of names) {
      const id = byName.get(name.toLowerCase());
      if (!id) problems.push({ key: 'unknownChannel', values: { name } });
      else if (!channelIds.includes(id)) channelIds.push(id);
    }
    if (names.length === 0) problems.push({ key: 'noChannel' });
    const firstComment = cell(record, 'first_comment');
    if (firstComment.length > POST_FIRST_COMMENT_MAX) problems.push({ key: 'commentTooLong' });
    if (channelIds.length > 10) problems.push({ key: 'tooManyChannels' });
    const libraryIds: string[] = [];
    for (const name of cell(record, 'library')
      .split(/[;|]/)
      .map((part) => part.trim())
      .filter(Boolean)) {
      const id = items.get(name.toLowerCase());
      if (!id) problems.push({ key: 'unknownLibraryItem', values: { name } });
      else if (!libraryIds.includes(id)) libraryIds.push(id);
    }
    const mediaUrls: string[] = [];
    for (const url of cell(record, 'media_url')
      .split(/[\s|]+/)
      .filter(Boolean)) {
      if (!/^https?:\/\/[^\s]+$/i.test(url) || !URL.canParse(url) || url.length > 2048) {
        problems.push({ key: 'badMediaUrl', values: { url } });
      } else if (!mediaUrls.includes(url)) mediaUrls.push(url);
    }
    if (libraryIds.length + mediaUrls.length > 10) problems.push({ key: 'tooManyMedia' });
    const zone = cell(record, 'zone') || defaultZone;
    const zoneOk = validZone(zone);
    if (!zoneOk) problems.push({ key: 'badZone', values: { zone } });
    const time = cell(record, 'time');
    let scheduledAt: string | undefined;
    if (time !== '' && zoneOk) {
      const at = instantOf(time, zone);
      if (at === null) problems.push({ key: 'badTime', values: { time } });
      else if (at <= now && mode === 'schedule') problems.push({ key: 'pastTime' });
      else scheduledAt = new Date(at).toISOString();
    } else if (time === '' && mode === 'schedule') {
      problems.push({ key: 'needTime' });
    }
    const line = index + 2;
    if (problems.length > 0) return { line, row: null, problems };
    const parsed = v.safeParse(importRowSchema, {
      text,
      channelIds,
      timeZone: zone,
      ...(scheduledAt ? { scheduledAt } : {}),
      ...(firstComment ? { firstComment } : {}),
      ...(libraryIds.length > 0 ? { libraryIds } : {}),
      ...(mediaUrls.length > 0 ? { mediaUrls } : {}),
    });
    // The schema is the callable's: whatever it still refuses is a problem of the text.
    if (!parsed.success) return { line, row: null, problems: [{ key: 'invalid' }] };
    return { line, row: parsed.output, problems };
  });
}
