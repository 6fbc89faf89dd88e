import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { QueuedPost } from '../../../firebase/queues';
import { formatZoned } from '../../../lib/time-format';
import { q } from './messages';
import { moveItem } from './move-item';

/**
 * A queue's waiting posts in time order. Dragging a post, or its arrow buttons (keyboard),
 * asks for a new order; the queue's times stay where they are and the posts take them in turn.
 */
export function QueuedList({
  posts,
  locale,
  zone,
  disabled,
  onReorder,
}: {
  posts: readonly QueuedPost[];
  locale: string;
  zone: string;
  disabled: boolean;
  onReorder: (ids: string[]) => void;
}) {
  const { _ } = useLingui();
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = posts.map((post) => post.id);
  const excerpt = (text: string) => text.slice(0, 40);

  return (
    <>
      <p className="form-info">{_(q.reorderHint)}</p>
      <ol className="queue-posts">
        {posts.map((post, index) => (
          <li
            key={post.id}
            data-post-id={post.id}
            draggable={!disabled}
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null && dragged !== index) onReorder(moveItem(ids, dragged, index));
              setDragged(null);
            }}
          >
            <time dateTime={post.scheduledAt.toISOString()}>
              {formatZoned(post.scheduledAt, locale, zone)}
            </time>{' '}
            {post.held ? <span className="badge">{_(q.held)}</span> : null}{' '}
            <span className="post-text">{post.text}</span>{' '}
            <button
              type="button"
              className="button"
              disabled={disabled || index === 0}
              aria-label={_({ ...q.moveUp, values: { post: excerpt(post.text) } })}
              onClick={() => onReorder(moveItem(ids, index, index - 1))}
            >
              ↑
            </button>
            <button
              type="button"
              className="button"
              disabled={disabled || index === posts.length - 1}
              aria-label={_({ ...q.moveDown, values: { post: excerpt(post.text) } })}
              onClick={() => onReorder(moveItem(ids, index, index + 1))}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
    </>
  );
}
