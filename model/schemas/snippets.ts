// Hashtag groups and templates: saved snippets of a workspace (workspaces/{id}/snippets/{id})
// that the composer inserts into a post's text at the cursor. Members read them; owners, editors
// and agency staff write them (firestore.rules, block "Hashtag groups and templates").

import * as v from 'valibot';

export const SNIPPET_KINDS = ['hashtags', 'template'] as const;
export type SnippetKind = (typeof SNIPPET_KINDS)[number];
export const SNIPPET_NAME_MAX = 80;
export const SNIPPET_TEXT_MAX = 2000;

const nonBlank = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

/** What a person types to save a snippet. */
export const snippetInputSchema = v.strictObject({
  name: nonBlank(SNIPPET_NAME_MAX),
  text: nonBlank(SNIPPET_TEXT_MAX),
  kind: v.picklist(SNIPPET_KINDS),
});
export type SnippetInput = v.InferOutput<typeof snippetInputSchema>;

/** The stored document. */
export const snippetDocSchema = v.object({
  name: v.string(),
  text: v.string(),
  kind: v.picklist(SNIPPET_KINDS),
  createdBy: v.string(),
  createdAt: v.unknown(),
  updatedAt: v.unknown(),
});
export type SnippetDoc = v.InferOutput<typeof snippetDocSchema>;

// Letters, digits and what starts a hashtag or a mention: what the snippet must not run into.
const WORD_END = /[\p{L}\p{N}_#@]$/u;
const WORD_START = /^[\p{L}\p{N}_#@]/u;

/**
 * The text with `snippet` put in place of the selection [start, end): a space is added where the
 * snippet would otherwise run into a word (or a hashtag) on either side. Returns the new text and where the
 * cursor goes (after the snippet).
 */
export function insertSnippet(
  text: string,
  start: number,
  end: number,
  snippet: string,
): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const before = text.slice(0, from);
  const after = text.slice(to);
  const lead = WORD_END.test(before) ? ' ' : '';
  const trail = WORD_START.test(after) ? ' ' : '';
  const inserted = `${lead}${snippet}${trail}`;
  return { text: before + inserted + after, cursor: before.length + lead.length + snippet.length };
}
