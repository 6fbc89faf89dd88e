// The emulators answer credentialed cross-origin requests only from pages on this machine:
// any port of localhost, *.localhost (connect.localhost), 127.0.0.0/8 or [::1]. Reflecting any
// origin with credentials would let every web page a developer visits read and write the local
// data through the developer's browser.

export function isLocalOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}
