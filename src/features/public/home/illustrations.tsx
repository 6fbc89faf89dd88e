// Drawings of the public pages: inline SVG, so they are in the prerendered HTML, cost no
// request and follow the theme (their colours are the design tokens, through the art-* classes
// in styles.css). All are decorative: the text beside them says what they show.

/** The decorative picture frame every drawing sits in. */
function Drawing({
  width,
  height,
  className = 'art',
  children,
}: {
  width: number;
  height: number;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
    >
      {children}
    </svg>
  );
}

/** A month of scheduled posts with one open: the product's home. */
export function CalendarArt() {
  const chips: [number, number, string][] = [
    [0, 0, 'art-brand'],
    [2, 0, 'art-success'],
    [4, 1, 'art-brand'],
    [1, 1, 'art-warning'],
    [5, 2, 'art-success'],
    [3, 2, 'art-brand'],
    [6, 0, 'art-warning'],
  ];
  return (
    <Drawing width={360} height={260}>
      <rect className="art-raised art-stroke" x="8" y="16" width="300" height="220" rx="14" />
      <rect className="art-soft" x="8" y="16" width="300" height="40" rx="14" />
      <rect className="art-ink" x="26" y="30" width="90" height="12" rx="6" />
      <circle className="art-brand" cx="280" cy="36" r="8" />
      {Array.from({ length: 21 }, (_, index) => {
        const column = index % 7;
        const row = Math.floor(index / 7);
        return (
          <rect
            key={`cell-${column}-${row}`}
            className="art-surface"
            x={20 + column * 40}
            y={68 + row * 54}
            width="34"
            height="46"
            rx="6"
          />
        );
      })}
      {chips.map(([column, row, tone]) => (
        <rect
          key={`chip-${column}-${row}`}
          className={tone}
          x={24 + column * 40}
          y={90 + row * 54}
          width="26"
          height="8"
          rx="4"
        />
      ))}
      <g transform="translate(196 120)">
        <rect className="art-raised art-stroke art-shadow" width="156" height="124" rx="12" />
        <circle className="art-brand" cx="24" cy="24" r="11" />
        <rect className="art-ink" x="42" y="17" width="70" height="7" rx="3.5" />
        <rect className="art-line" x="42" y="29" width="44" height="6" rx="3" />
        <rect className="art-soft" x="14" y="46" width="128" height="38" rx="8" />
        <rect className="art-line" x="14" y="92" width="100" height="6" rx="3" />
        <rect className="art-success" x="98" y="104" width="44" height="12" rx="6" />
      </g>
    </Drawing>
  );
}

/** A client approving a post with the agency's note beside it: the agency's home. */
export function ApprovalArt() {
  return (
    <Drawing width={360} height={260}>
      <rect className="art-raised art-stroke" x="20" y="12" width="220" height="236" rx="14" />
      <circle className="art-brand" cx="48" cy="42" r="13" />
      <rect className="art-ink" x="70" y="34" width="96" height="8" rx="4" />
      <rect className="art-line" x="70" y="47" width="60" height="6" rx="3" />
      <rect className="art-soft" x="36" y="70" width="188" height="100" rx="10" />
      <path className="art-brand-line" d="M56 150l36-40 28 26 22-18 42 32" />
      <circle className="art-warning" cx="184" cy="96" r="10" />
      <rect className="art-line" x="36" y="182" width="150" height="7" rx="3.5" />
      <rect className="art-line" x="36" y="196" width="110" height="7" rx="3.5" />
      <rect className="art-success" x="36" y="214" width="84" height="22" rx="11" />
      <path className="art-on-tone" d="M54 225l6 6 12-12" />
      <g transform="translate(218 34)">
        <rect className="art-raised art-stroke art-shadow" width="128" height="70" rx="12" />
        <circle className="art-success" cx="22" cy="22" r="9" />
        <rect className="art-ink" x="38" y="17" width="70" height="7" rx="3.5" />
        <rect className="art-line" x="14" y="40" width="100" height="6" rx="3" />
        <rect className="art-line" x="14" y="52" width="70" height="6" rx="3" />
      </g>
      <g transform="translate(250 150)">
        <rect className="art-raised art-stroke art-shadow" width="96" height="80" rx="12" />
        <rect className="art-brand" x="16" y="44" width="12" height="22" rx="3" />
        <rect className="art-brand" x="36" y="30" width="12" height="36" rx="3" />
        <rect className="art-success" x="56" y="18" width="12" height="48" rx="3" />
        <rect className="art-line" x="14" y="10" width="40" height="6" rx="3" />
      </g>
    </Drawing>
  );
}

export type IconName =
  | 'compose'
  | 'clock'
  | 'approve'
  | 'chart'
  | 'portal'
  | 'plans'
  | 'chat'
  | 'people';

/** The small pictures of the benefit cards and the other public pages, 48 px square. */
export function Icon({ name }: { name: IconName }) {
  return (
    <Drawing width={48} height={48} className="art icon-art">
      <rect className="art-soft" width="48" height="48" rx="12" />
      {ICONS[name]}
    </Drawing>
  );
}

const ICONS: Record<IconName, React.ReactNode> = {
  compose: (
    <>
      <rect className="art-raised art-stroke" x="11" y="12" width="22" height="26" rx="4" />
      <path className="art-brand-line" d="M16 20h12M16 26h8" />
      <path className="art-brand-line" d="M30 33l8-8 3 3-8 8h-3z" />
    </>
  ),
  clock: (
    <>
      <circle className="art-raised art-stroke" cx="24" cy="24" r="13" />
      <path className="art-brand-line" d="M24 17v8l5 3" />
    </>
  ),
  approve: (
    <>
      <circle className="art-success" cx="24" cy="24" r="13" />
      <path className="art-on-tone" d="M18 24l4 4 8-8" />
    </>
  ),
  chart: (
    <>
      <rect className="art-brand" x="13" y="26" width="6" height="10" rx="2" />
      <rect className="art-brand" x="21" y="19" width="6" height="17" rx="2" />
      <rect className="art-success" x="29" y="13" width="6" height="23" rx="2" />
    </>
  ),
  portal: (
    <>
      <rect className="art-raised art-stroke" x="10" y="13" width="28" height="22" rx="4" />
      <rect className="art-brand" x="10" y="13" width="28" height="6" rx="3" />
      <rect className="art-line" x="14" y="24" width="12" height="3" rx="1.5" />
      <rect className="art-line" x="14" y="29" width="18" height="3" rx="1.5" />
    </>
  ),
  plans: (
    <>
      <rect className="art-raised art-stroke" x="12" y="11" width="24" height="28" rx="4" />
      <path className="art-brand-line" d="M18 19h12M18 25h12M18 31h7" />
    </>
  ),
  chat: (
    <>
      <path className="art-raised art-stroke" d="M11 14h26v16H22l-7 6v-6h-4z" />
      <path className="art-brand-line" d="M16 20h16M16 25h10" />
    </>
  ),
  people: (
    <>
      <circle className="art-brand" cx="19" cy="19" r="5" />
      <circle className="art-success" cx="31" cy="21" r="4" />
      <path className="art-brand" d="M10 35a9 9 0 0 1 18 0z" />
      <path className="art-success" d="M25 35a7 7 0 0 1 14 0z" />
    </>
  ),
};
