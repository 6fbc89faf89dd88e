// Secrets that travel in URLs: a review link's and an invitation's token in the path, Firebase's
// action codes (oobCode), tokens and API keys in the query. Stored telemetry keeps the shape of
// a page, never these: the app strips them before sending and the ingestion strips them again,
// since anyone can call it directly.

/** Path segments that are a secret: /review/<token>, /invite/<token> (under /connect too). */
const SECRET_PATH = /\/(review|invite)\/[^/?#\s"'<>]+/g;

/** Query and fragment parameters that are a secret, whatever their case. */
const SECRET_PARAM = /([?&#;](?:oobcode|token|key|apikey|code|state)=)[^&#\s"'<>]*/gi;

/** The text with every URL secret replaced by a placeholder (`/review/:token`, `oobCode=:token`). */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_PATH, '/$1/:token').replace(SECRET_PARAM, '$1:token');
}
