// How each network lays out a post in its feed, for the previews: whether a link becomes a
// card, how many images it shows and how (a grid of up to four, or a swipeable carousel), and
// the shape a single image is cropped to.

export interface Look {
  /** A link in the text becomes a card (title and host) when the post has no media. */
  linkCard: boolean;
  /** 'grid': up to `maxShown` images in the feed's grid; 'carousel': one at a time. */
  layout: 'grid' | 'carousel';
  maxShown: number;
  /** Width / height a lone image is cropped to; null keeps its own shape (within 4:5 to 1.91:1). */
  singleAspect: number | null;
  /** The avatar's shape: round for people, a rounded square for X's and LinkedIn pages. */
  avatar: 'round' | 'square';
}

const GRID: Look = {
  linkCard: true,
  layout: 'grid',
  maxShown: 4,
  singleAspect: null,
  avatar: 'round',
};

const LOOKS: Readonly<Record<string, Look>> = {
  x: { ...GRID, singleAspect: 16 / 9 },
  bluesky: GRID,
  mastodon: { ...GRID, singleAspect: 16 / 9 },
  threads: { ...GRID, linkCard: true },
  linkedin: GRID,
  linkedin_page: { ...GRID, avatar: 'square' },
  facebook: GRID,
  instagram: { ...GRID, linkCard: false, layout: 'carousel', singleAspect: 1 },
  tiktok: { ...GRID, linkCard: false, layout: 'carousel', singleAspect: 9 / 16 },
  youtube: { ...GRID, linkCard: false, layout: 'carousel', singleAspect: 16 / 9 },
  pinterest: { ...GRID, linkCard: false, layout: 'carousel', singleAspect: 2 / 3 },
  google_business: { ...GRID, linkCard: false, layout: 'carousel', singleAspect: 4 / 3 },
};

export function lookOf(provider: string): Look {
  return LOOKS[provider] ?? GRID;
}

/** The shape of a lone image: the network's crop, or its own shape within the feeds' bounds. */
export function singleImageAspect(look: Look, width?: number, height?: number): number {
  if (look.singleAspect !== null) return look.singleAspect;
  const own = width && height ? width / height : 1;
  return Math.min(1.91, Math.max(0.8, own));
}
