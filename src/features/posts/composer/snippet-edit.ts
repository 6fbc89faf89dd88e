// The snippet form's logic: a new snippet or an edit of a saved one (rename, change the text or
// kind), checked with the schema the rules hold every write to.

import { type SnippetInput, type SnippetKind, snippetInputSchema } from '@model/schemas/snippets';
import * as v from 'valibot';
import type { Snippet } from '../../../firebase/snippets';

export interface SnippetDraft {
  name: string;
  text: string;
  kind: SnippetKind;
}

export const emptyDraft = (kind: SnippetKind): SnippetDraft => ({ name: '', text: '', kind });

/** The form filled with a saved snippet, to edit it. */
export function draftOf(snippet: Snippet): SnippetDraft {
  return { name: snippet.name, text: snippet.text, kind: snippet.kind };
}

export type Submission =
  | { kind: 'invalid' }
  /** An edit that changes nothing: nothing to write. */
  | { kind: 'unchanged' }
  | { kind: 'save'; id: string | null; input: SnippetInput };

/** What saving the form does: refuse it, skip it, or write the snippet (id null: a new one). */
export function submission(draft: SnippetDraft, editing: Snippet | null): Submission {
  const parsed = v.safeParse(snippetInputSchema, draft);
  if (!parsed.success) return { kind: 'invalid' };
  const input = parsed.output;
  if (
    editing &&
    input.name === editing.name &&
    input.text === editing.text &&
    input.kind === editing.kind
  ) {
    return { kind: 'unchanged' };
  }
  return { kind: 'save', id: editing?.id ?? null, input };
}
