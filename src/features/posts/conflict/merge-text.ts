// Merging two people's edits of one text, from the version both started with: each side's change
// is the span between what it kept of the start and of the end of that version. Changes to
// different places are both applied; changes to the same place cannot be merged without a
// person, so both texts are given one after the other for them to edit.

interface Change {
  from: number;
  to: number;
  insert: string;
}

function changeOf(base: string, edited: string): Change | null {
  if (base === edited) return null;
  let start = 0;
  const max = Math.min(base.length, edited.length);
  while (start < max && base[start] === edited[start]) start++;
  let end = 0;
  while (end < max - start && base[base.length - 1 - end] === edited[edited.length - 1 - end]) {
    end++;
  }
  return { from: start, to: base.length - end, insert: edited.slice(start, edited.length - end) };
}

export function mergeTexts(base: string, theirs: string, mine: string): string {
  const a = changeOf(base, theirs);
  const b = changeOf(base, mine);
  if (!a) return mine;
  if (!b) return theirs;
  const [first, second] = a.from <= b.from ? [a, b] : [b, a];
  // Touching or overlapping spans are the same place.
  if (first.to > second.from || (first.to === second.from && first.from === second.from)) {
    return theirs === mine ? mine : `${theirs}\n\n${mine}`;
  }
  return (
    base.slice(0, first.from) +
    first.insert +
    base.slice(first.to, second.from) +
    second.insert +
    base.slice(second.to)
  );
}
