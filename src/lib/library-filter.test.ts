import { describe, expect, it } from 'vitest';
import { filterLibrary } from './library-filter';

const items = [
  { name: 'Café opening.jpg', alt: 'Our new espresso bar', kind: 'image' as const },
  { name: 'teaser.mp4', alt: '', kind: 'video' as const },
  { name: 'Menu', alt: 'Spring menu card with prices', kind: 'image' as const },
  { name: 'brochure.pdf', alt: '', kind: 'document' as const },
];

describe('filterLibrary', () => {
  it('finds by name or alt text, ignoring case and accents, every word', () => {
    expect(filterLibrary(items, 'cafe', 'all').map((i) => i.name)).toEqual(['Café opening.jpg']);
    expect(filterLibrary(items, 'ESPRESSO', 'all').map((i) => i.name)).toEqual([
      'Café opening.jpg',
    ]);
    expect(filterLibrary(items, 'spring prices', 'all').map((i) => i.name)).toEqual(['Menu']);
    expect(filterLibrary(items, 'spring teaser', 'all')).toEqual([]);
  });

  it('narrows by kind, and an empty search keeps everything of that kind', () => {
    expect(filterLibrary(items, '', 'image').map((i) => i.name)).toEqual([
      'Café opening.jpg',
      'Menu',
    ]);
    expect(filterLibrary(items, '  ', 'video').map((i) => i.name)).toEqual(['teaser.mp4']);
    expect(filterLibrary(items, '', 'document').map((i) => i.name)).toEqual(['brochure.pdf']);
    expect(filterLibrary(items, '', 'all')).toHaveLength(4);
  });
});
