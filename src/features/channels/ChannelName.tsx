/**
 * The name a repeated action button is about ("Reconnect" which channel?), read by screen
 * readers after the visible word, so the accessible name still starts with what is shown.
 */
export function ChannelName({ name }: { name: string }) {
  return <span className="visually-hidden"> {name}</span>;
}
