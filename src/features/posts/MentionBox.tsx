// A comment box with a member picker: typing @ lists the workspace's members, filtered by what
// follows the @ as one types; the arrow keys move through the list, Enter or Tab inserts the
// chosen member's handle (what the functions recognise and notify), Escape closes the list.
// The textarea is an ARIA combobox, so a screen reader hears the list and the active option.

import { useLingui } from '@lingui/react';
import { useId, useRef, useState } from 'react';
import type { Mentionable } from '../../firebase/posts/post-discussion';
import { addStyles } from '../../ui/styles';
import { dm } from './discussion-messages';

const CSS = `
.mention-box{position:relative}
.mention-box [role=listbox]{position:absolute;z-index:5;left:0;right:0;margin:0;max-height:14rem;overflow:auto;background:var(--bg,#fff);border:1px solid var(--line);border-radius:6px;box-shadow:0 4px 12px rgba(0,0,0,.15)}
.mention-option{padding:.4rem .6rem;cursor:pointer}
.mention-option.active{background:var(--surface);outline:2px solid var(--accent,#1d4ed8);outline-offset:-2px}
.mention-option small{color:var(--muted)}
`;

const TOKEN = /(?:^|[^\w@])@([\p{L}\p{N}._-]{0,64})$/u;
const SHOWN = 8;

export function MentionBox({
  id,
  value,
  onChange,
  members,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  members: readonly Mentionable[];
  describedBy?: string;
}) {
  addStyles('mention', CSS);
  const { _ } = useLingui();
  const listId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);

  const q = query?.toLowerCase() ?? '';
  const options =
    query === null
      ? []
      : members
          .filter(
            (m) => m.handle.includes(q) || m.name.toLowerCase().replace(/\s+/g, '').includes(q),
          )
          .slice(0, SHOWN);
  const open = options.length > 0;

  function look(text: string, caret: number) {
    const found = TOKEN.exec(text.slice(0, caret));
    setQuery(found ? (found[1] ?? '') : null);
    setActive(0);
  }

  function insert(member: Mentionable) {
    const element = box.current;
    const caret = element?.selectionStart ?? value.length;
    const before = value.slice(0, caret).replace(/@[\p{L}\p{N}._-]{0,64}$/u, '');
    const inserted = `@${member.handle} `;
    const next = before + inserted + value.slice(caret);
    const at = before.length + inserted.length;
    // The text and caret change in the box at once, not after the next render: what someone
    // types straight after Enter or Tab must land after the inserted handle. React then finds
    // the box already holding the value it renders and leaves the caret alone.
    if (element) {
      element.focus();
      element.value = next;
      element.setSelectionRange(at, at);
    }
    onChange(next);
    setQuery(null);
  }

  return (
    <div className="mention-box">
      <textarea
        ref={box}
        id={id}
        rows={2}
        maxLength={2000}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          onChange(e.target.value);
          look(e.target.value, e.target.selectionStart ?? e.target.value.length);
        }}
        onClick={(e) => look(value, e.currentTarget.selectionStart ?? value.length)}
        onBlur={() => setQuery(null)}
        onKeyDown={(e) => {
          if (!open) return;
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((at) => (at + step + options.length) % options.length);
          } else if (e.key === 'Enter' || e.key === 'Tab') {
            e.preventDefault();
            const chosen = options[active];
            if (chosen) insert(chosen);
          } else if (e.key === 'Escape') {
            e.preventDefault();
            setQuery(null);
          }
        }}
      />
      <div id={listId} role="listbox" aria-label={_(dm.mentionList)} hidden={!open}>
        {options.map((member, index) => (
          <div
            key={member.uid}
            id={`${listId}-${index}`}
            role="option"
            // The focus stays in the textarea (aria-activedescendant names the active option).
            tabIndex={-1}
            aria-selected={index === active}
            className={index === active ? 'mention-option active' : 'mention-option'}
            // Keeps the focus in the textarea, so the caret is where the handle goes.
            onMouseDown={(e) => {
              e.preventDefault();
              insert(member);
            }}
          >
            {member.name} <small>@{member.handle}</small>
          </div>
        ))}
      </div>
    </div>
  );
}
