/** An absolute address inside the app (with the variant's base), for links sent by email. */
export function appUrl(base: string, path: string): string {
  return `${window.location.origin}${base}${path}`;
}

export const MIN_PASSWORD_LENGTH = 8;
