// Conversions between google.protobuf.Timestamp ({seconds, nanos}) and its proto3-JSON form,
// an RFC 3339 string. The service accepts any offset on input and always answers in UTC.

export interface ProtoTimestamp {
  seconds: string;
  nanos: number;
}

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?([Zz]|[+-]\d{2}:\d{2})$/;

// The range google.protobuf.Timestamp allows: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z.
const MIN_SECONDS = -62135596800;
const MAX_SECONDS = 253402300799;

export class TimestampFormatError extends Error {}

/** Parses an RFC 3339 timestamp; throws TimestampFormatError for anything the service would reject. */
export function parseTimestamp(text: string): ProtoTimestamp {
  const m = RFC3339.exec(text);
  if (!m) throw new TimestampFormatError(`Invalid value at timestamp: "${text}"`);
  const [, y, mo, d, h, mi, s, frac = '', zone = 'Z'] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(Number(h), Number(mi), Number(s), 0);
  if (
    month < 1 ||
    month > 12 ||
    utc.getUTCDate() !== day ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59
  ) {
    throw new TimestampFormatError(`Invalid value at timestamp: "${text}"`);
  }
  let seconds = Math.floor(utc.getTime() / 1000);
  if (zone !== 'Z' && zone !== 'z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const offset = Number(zone.slice(1, 3)) * 3600 + Number(zone.slice(4, 6)) * 60;
    seconds -= sign * offset;
  }
  if (seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
    throw new TimestampFormatError(`Timestamp out of range: "${text}"`);
  }
  return { seconds: String(seconds), nanos: Number(frac.padEnd(9, '0')) };
}

/** Formats a timestamp as UTC RFC 3339 with 0, 3, 6 or 9 fractional digits, as protobuf does. */
export function formatTimestamp(ts: { seconds: string | number; nanos?: number }): string {
  const seconds = Number(ts.seconds);
  const nanos = ts.nanos ?? 0;
  const iso = new Date(seconds * 1000).toISOString();
  // toISOString gives ±YYYYYY for years outside 0..9999, which the Timestamp range excludes anyway.
  const base = iso.slice(0, 19);
  if (nanos === 0) return `${base}Z`;
  const digits = String(nanos).padStart(9, '0');
  const frac = digits.endsWith('000000')
    ? digits.slice(0, 3)
    : digits.endsWith('000')
      ? digits.slice(0, 6)
      : digits;
  return `${base}.${frac}Z`;
}

/** Normalises any accepted RFC 3339 form to the canonical UTC form. */
export function normaliseTimestamp(text: string): string {
  return formatTimestamp(parseTimestamp(text));
}
