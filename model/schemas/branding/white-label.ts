// A client workspace's white label (workspaces/{id}.whiteLabel, written by setWhiteLabel only):
// the agency's name and logo, its colour and the text colour on it, and the sender name its mail
// goes out under. The colours must read: the text colour on the brand colour needs WCAG AA's
// 4.5:1 for normal text, checked here for the callable and the settings screen alike.

import * as v from 'valibot';
import { docIdSchema } from '../common';

/** WCAG 2.x AA contrast for normal text. */
export const AA_CONTRAST = 4.5;

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
  /** An https address of the logo (shown on the review page and in mail). */
  logoUrl: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(512),
      v.regex(/^https:\/\/\S+$/, 'The logo is an https address.'),
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
  const parsed = v.safeParse(whiteLabelSchema, workspace.whiteLabel);
  return parsed.success ? parsed.output : null;
}

/** whiteLabelForHost: anyone may ask which label a host name wears (what the page shows anyway). */
export const whiteLabelForHostSchema = v.strictObject({ host: hostSchema });

/** What a host's visitors see of a label: never its sender name. */
export type PublicWhiteLabel = Pick<WhiteLabel, 'agencyName' | 'logoUrl' | 'colour' | 'textColour'>;
