// The full composer's state: one post being written, as a valtio store with module-level
// actions. Only one composer is open at a time (it is a modal dialog), so one store serves it;
// `openComposer` fills it from the post opened, and the view reads snapshots and never mutates.

import type { PostStatus, ThreadElsewhere } from '@model/schemas/posts/posts';
import { proxy, ref } from 'valtio/vanilla';
import type { Post, PostMedia } from '../../../firebase/posts/post-types';
import type { PostConflict } from '../../../firebase/posts/post-writes';
import type { DraftField } from '../draft';
import { instantOf, wallInputs } from '../when';

/** A media item as the composer holds it: the stored fields plus its upload's progress. */
export interface MediaDraft extends PostMedia {
  key: string;
  name: string;
  progress: number;
  previewUrl: string | null;
  uploading: boolean;
  /** The file's size, known for files added in this session (not stored with the post). */
  bytes?: number;
}

export type FieldProblems = Partial<Record<DraftField, string[]>>;

export interface ComposerState {
  /** null until the post is first saved. */
  postId: string | null;
  status: PostStatus;
  text: string;
  /**
   * The thread's follow-up parts; null for a post that has no thread key, which saving then
   * leaves out (an emptied thread is [] and is written as such).
   */
  thread: string[] | null;
  /** What the parts do on chosen networks without threads; null until the person chooses. */
  threadElsewhere: ThreadElsewhere | null;
  /**
   * Published after the post and its thread, on the networks that take a first comment; null
   * for a post that has none, which saving then leaves out.
   */
  firstComment: string | null;
  channelIds: string[];
  /** Per channel, the text it gets instead of the common one. */
  variants: Record<string, string>;
  /** Per network, the settings it needs beyond text (a YouTube title, a Pinterest board). */
  networkOptions: Record<string, Record<string, string | boolean>>;
  media: MediaDraft[];
  /** The schedule as typed: wall date and time in a named zone. */
  date: string;
  time: string;
  zone: string;
  /** What is wrong with the form, shown beside each field and cleared once that field changes. */
  problems: FieldProblems;
  /** True while a save or workflow call is under way. */
  busy: boolean;
  /** The post's version (updatedAt in ms) the form is based on; null for a new post. */
  baseVersion: number | null;
  /** That version's text: what a merge of two people's edits starts from. */
  baseText: string;
  /** A save refused because someone saved a newer version; the conflict dialog shows it. */
  conflict: PostConflict | null;
}

/** Stored media as the composer holds them: uploaded, named by their file. */
export function mediaDrafts(media: readonly PostMedia[]): MediaDraft[] {
  return media.map((item) => ({
    ...item,
    key: item.path,
    name: item.path.split('/').pop() ?? item.path,
    progress: 1,
    previewUrl: null,
    uploading: false,
  }));
}

function initial(post: Post | null, defaultZone: string): ComposerState {
  const zone = post?.timeZone ?? defaultZone;
  return {
    postId: post?.id ?? null,
    status: post?.status ?? 'draft',
    text: post?.text ?? '',
    thread: post?.thread ? [...post.thread] : null,
    threadElsewhere: post?.threadElsewhere ?? null,
    firstComment: post?.firstComment ?? null,
    channelIds: [...(post?.channelIds ?? [])],
    variants: Object.fromEntries(
      Object.entries(post?.variants ?? {}).map(([id, variant]) => [id, variant.text]),
    ),
    networkOptions: Object.fromEntries(
      Object.entries(post?.networkOptions ?? {}).map(([key, value]) => [key, { ...value }]),
    ),
    media: mediaDrafts(post?.media ?? []),
    ...wallInputs(post?.scheduledAt ?? null, zone),
    zone,
    problems: {},
    busy: false,
    baseVersion: post?.updatedAt?.getTime() ?? null,
    baseText: post?.text ?? '',
    conflict: null,
  };
}

export const composer = proxy<ComposerState>(initial(null, 'UTC'));

/** What a person typed or chose, as one comparable value: what closing would lose. */
export function editedFields(state: ComposerState): string {
  const { text, thread, firstComment, channelIds, variants, networkOptions, date, time, zone } =
    state;
  const media = state.media.map((item) => [item.key, item.alt ?? '']);
  return JSON.stringify({
    text,
    thread,
    threadElsewhere: state.threadElsewhere,
    firstComment,
    channelIds,
    variants,
    networkOptions,
    media,
    date,
    time,
    zone,
  });
}

/** The fields as last opened or saved. */
let savedFields = editedFields(composer);

/** Fills the composer from the post opened (null: a new post in the workspace's zone). */
export function openComposer(post: Post | null, defaultZone: string): void {
  Object.assign(composer, initial(post, defaultZone));
  savedFields = editedFields(composer);
}

/** Records `fields` (editedFields, read when the save began) as saved. */
export function markSaved(fields: string): void {
  savedFields = fields;
}

/** Whether closing now would lose something typed or chosen since the post was opened or saved. */
export function hasUnsavedChanges(state: ComposerState): boolean {
  return editedFields(state) !== savedFields;
}

/** Empties the store, for tests. */
export function resetComposer(): void {
  openComposer(null, 'UTC');
}

/** The text a channel gets: its own variant, or the common text. */
export function textFor(state: Pick<ComposerState, 'variants' | 'text'>, channelId: string) {
  return state.variants[channelId] ?? state.text;
}

/** The instant the schedule inputs name, or null while they are incomplete or impossible. */
export function scheduledInstant(state: Pick<ComposerState, 'date' | 'time' | 'zone'>) {
  return instantOf(state.date, state.time, state.zone);
}

export function setText(text: string): void {
  composer.text = text;
}

export function setFirstComment(text: string): void {
  composer.firstComment = text;
}

export function addThreadPart(): void {
  composer.thread = [...(composer.thread ?? []), ''];
}

export function setThreadPart(index: number, text: string): void {
  if (composer.thread && index < composer.thread.length) composer.thread[index] = text;
}

export function setThreadElsewhere(choice: ThreadElsewhere): void {
  composer.threadElsewhere = choice;
}

export function removeThreadPart(index: number): void {
  if (composer.thread) composer.thread = composer.thread.filter((_, i) => i !== index);
}

/** Choosing a channel adds it; dropping one drops its variant too. */
export function toggleChannel(id: string, on: boolean): void {
  composer.channelIds = on
    ? [...composer.channelIds, id]
    : composer.channelIds.filter((x) => x !== id);
  if (!on) delete composer.variants[id];
}

/** Turning a variant on starts it from the common text. */
export function toggleVariant(channelId: string, on: boolean): void {
  if (on) composer.variants[channelId] = composer.text;
  else delete composer.variants[channelId];
}

export function setNetworkOption(provider: string, field: string, value: string | boolean): void {
  composer.networkOptions[provider] = { ...composer.networkOptions[provider], [field]: value };
}

export function setVariant(channelId: string, text: string): void {
  composer.variants[channelId] = text;
}

export function addMedia(item: MediaDraft): void {
  composer.media.push(item);
}

export function updateMedia(key: string, patch: Partial<MediaDraft>): void {
  const item = composer.media.find((x) => x.key === key);
  if (item) Object.assign(item, patch);
}

export function removeMedia(key: string): void {
  composer.media = composer.media.filter((x) => x.key !== key);
}

export function setDate(date: string): void {
  composer.date = date;
}

export function setTime(time: string): void {
  composer.time = time;
}

export function setZone(zone: string): void {
  composer.zone = zone;
}

export function setProblems(problems: FieldProblems): void {
  composer.problems = problems;
}

/** A field the user changed no longer shows its problems. */
export function clearProblem(field: string): void {
  if (field in composer.problems) delete composer.problems[field as DraftField];
}

export function setBusy(busy: boolean): void {
  composer.busy = busy;
}

export function setPostId(postId: string): void {
  composer.postId = postId;
}

/** The version the form is now based on, and its text. */
export function setBase(version: number | null, text: string): void {
  composer.baseVersion = version;
  composer.baseText = text;
}

export function setConflict(conflict: PostConflict | null): void {
  // ref: the conflict is shown as it came, never tracked field by field.
  composer.conflict = conflict ? ref(conflict) : null;
}
