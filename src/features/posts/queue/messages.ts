// Sentences of publish now and the posting queues.

import { publishNowMessages } from './publish-now-messages';

export const weekdayLabels = {
  1: /*i18n*/ { id: 'queue.day.1', message: 'Monday' },
  2: /*i18n*/ { id: 'queue.day.2', message: 'Tuesday' },
  3: /*i18n*/ { id: 'queue.day.3', message: 'Wednesday' },
  4: /*i18n*/ { id: 'queue.day.4', message: 'Thursday' },
  5: /*i18n*/ { id: 'queue.day.5', message: 'Friday' },
  6: /*i18n*/ { id: 'queue.day.6', message: 'Saturday' },
  7: /*i18n*/ { id: 'queue.day.7', message: 'Sunday' },
} as const;

export const q = {
  ...publishNowMessages,
  queue: /*i18n*/ { id: 'queue.queue', message: 'Queue of' },
  wholeWorkspace: /*i18n*/ { id: 'queue.wholeWorkspace', message: 'Whole workspace' },
  slots: /*i18n*/ { id: 'queue.slots', message: 'Weekly time slots ({zone})' },
  noSlots: /*i18n*/ { id: 'queue.noSlots', message: 'No time slots yet.' },
  day: /*i18n*/ { id: 'queue.day', message: 'Day' },
  time: /*i18n*/ { id: 'queue.time', message: 'Time' },
  addSlot: /*i18n*/ { id: 'queue.addSlot', message: 'Add slot' },
  removeSlot: /*i18n*/ { id: 'queue.removeSlot', message: 'Remove {slot}' },
  paused: /*i18n*/ { id: 'queue.paused', message: 'Pause this queue (its posts wait)' },
  save: /*i18n*/ { id: 'queue.save', message: 'Save queue' },
  saved: /*i18n*/ { id: 'queue.saved', message: 'Queue saved.' },
  nextSlots: /*i18n*/ { id: 'queue.nextSlots', message: 'Next free slots' },
  posts: /*i18n*/ { id: 'queue.posts', message: 'Posts in this queue' },
  empty: /*i18n*/ { id: 'queue.empty', message: 'No posts are waiting in this queue.' },
  held: /*i18n*/ { id: 'queue.held', message: 'Held' },
  moveUp: /*i18n*/ { id: 'queue.moveUp', message: 'Move up: {post}' },
  moveDown: /*i18n*/ { id: 'queue.moveDown', message: 'Move down: {post}' },
  reorderHint: /*i18n*/ {
    id: 'queue.reorderHint',
    message: 'Drag a post, or use its arrows, to change the order; the times stay in place.',
  },
  moved: /*i18n*/ { id: 'queue.moved', message: 'Order saved.' },
  add: /*i18n*/ { id: 'queue.add', message: 'Post to add' },
  addToQueue: /*i18n*/ { id: 'queue.addToQueue', message: 'Add to queue' },
  added: /*i18n*/ { id: 'queue.added', message: 'Added to the queue for {when}.' },
  noCandidates: /*i18n*/ {
    id: 'queue.noCandidates',
    message: 'No drafts or approved posts to add.',
  },
  suggested: /*i18n*/ {
    id: 'queue.suggested',
    message: 'Suggested slots, the best times of {channel}:',
  },
  suggestedDefault: /*i18n*/ {
    id: 'queue.suggestedDefault',
    message: 'Suggested slots, the network’s defaults until {channel} has enough posts:',
  },
  addSuggested: /*i18n*/ { id: 'queue.addSuggested', message: 'Add {slot}' },
};

export const t = {
  thread: /*i18n*/ { id: 'queue.thread', message: 'Thread' },
  threadHint: /*i18n*/ {
    id: 'queue.threadHint',
    message: 'Each part is published as a reply to the one before, on networks that have threads.',
  },
  part: /*i18n*/ { id: 'queue.threadPart', message: 'Part {number}' },
  addPart: /*i18n*/ { id: 'queue.threadAdd', message: 'Add a part' },
  removePart: /*i18n*/ { id: 'queue.threadRemove', message: 'Remove part {number}' },
  emptyPart: /*i18n*/ { id: 'queue.threadEmpty', message: 'Write this part or remove it.' },
  queueFor: /*i18n*/ { id: 'queue.queueFor', message: 'Queue' },
};
