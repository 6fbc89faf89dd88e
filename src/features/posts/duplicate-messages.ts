// The sentence of a network's duplicate-content refusal, apart from the recurring posts'
// sentences: the outcomes it belongs to are on screens that load early.

export const duplicateMessage = /*i18n*/ {
  id: 'recur.failedDuplicate',
  message:
    '{channel} refused this post because it is identical to one published earlier. Change the text to post it again.',
};
