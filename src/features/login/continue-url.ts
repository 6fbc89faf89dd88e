/**
 * Where a link sent by email leads back: a path inside the app with the variant's base. The
 * functions put the app's origin in front, so every emailed link opens the app as served.
 */
export function appPath(base: string, path: string): string {
  return `${base}${path}`;
}

export const MIN_PASSWORD_LENGTH = 8;
