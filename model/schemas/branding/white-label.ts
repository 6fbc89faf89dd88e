// A client workspace's white label (workspaces/{id}.whiteLabel, written by setWhiteLabel only):
// the agency's name and logo, its colour and the text colour on it, and the sender name its mail
// goes out under. The colours must read: the text colour on the brand colour needs WCAG AA's
// 4.5:1 for normal text, checked here for the callable and the settings screen alike.

import * as v from 'valibot';
import { docIdSchema } from '../common';

/** WCAG 2.x AA contrast for normal text. */
export const AA_CONTRAST = 4.5;

/** Where a workspace's logo is uploaded (storage.rules: whiteLabels/{wid}/{file}). */
export const LOGO_PATH = /^whiteLabels\/[A-Za-z0-9_-]{1,128}\/[0-9a-f]{16}\.(png|jpg|webp)$/;
export const LOGO_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;
/** The largest logo accepted, in bytes (storage.rules checks it too). */
export const LOGO_MAX_BYTES = 1024 * 1024;

const colourSchema = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'Colours are #rrggbb.'));

const hostSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(253),
  v.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'A host name is like northwind.example.com.'),
);

export const whiteLabelSchema = v.strictObject({
  agencyName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
  senderName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80)),
  /**
   * The uploaded logo's Storage path (whiteLabels/{workspace}/{16 hex}.png|jpg|webp): anyone may
   * read it there, so the review page, a client's host and mail show it from Firebase Storage,
   * which the Content-Security-Policy's img-src allows (an address elsewhere would be blocked).
   */
  logoPath: v.optional(
    v.pipe(
      v.string(),
      v.regex(LOGO_PATH, 'The logo is a file uploaded to this workspace’s white label.'),
    ),
  ),
  colour: colourSchema,
  textColour: colourSchema,
  /** The client's own host name (e.g. northwind.connect.localhost): the app wears the label there. */
  host: v.optional(hostSchema),
});
export type WhiteLabel = v.InferOutput<typeof whiteLabelSchema>;

export const setWhiteLabelSchema = v.strictObject({
  workspaceId: docIdSchema,
  /** null removes the white label. */
  whiteLabel: v.nullable(whiteLabelSchema),
});
export type SetWhiteLabelInput = v.InferOutput<typeof setWhiteLabelSchema>;

/** The relative luminance of an sRGB colour (WCAG 2.x). */
function luminance(hex: string): number {
  const channel = (at: number) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two #rrggbb colours, from 1 to 21, rounded down to two decimals. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.floor(((light + 0.05) / (dark + 0.05)) * 100) / 100;
}

/** A stored white label, or null when there is none or it no longer parses. */
export function whiteLabelOf(workspace: { whiteLabel?: unknown }): WhiteLabel | null {
  const stored = workspace.whiteLabel;
  // A label saved before logos were uploaded holds an address the pages' img-src blocked: the
  // rest of it still stands, without that logo.
  const current =
    typeof stored === 'object' && stored !== null && 'logoUrl' in stored
      ? Object.fromEntries(Object.entries(stored).filter(([key]) => key !== 'logoUrl'))
      : stored;
  const parsed = v.safeParse(whiteLabelSchema, current);
  return parsed.success ? parsed.output : null;
}

/** whiteLabelForHost: anyone may ask which label a host name wears (what the page shows anyway). */
export const whiteLabelForHostSchema = v.strictObject({ host: hostSchema });

/** What a host's visitors see of a label: never its sender name. */
export type PublicWhiteLabel = Pick<
  WhiteLabel,
  'agencyName' | 'logoPath' | 'colour' | 'textColour'
>;
