// On-demand tokenizer. The parser drives it one token at a time and may rewind it, which is how
// path literals and match paths (raw character runs inside the token stream) are read.

import { RulesSyntaxError } from './errors';

export type TokKind = 'ident' | 'int' | 'float' | 'string' | 'bytes' | 'punct' | 'eof';

export interface Token {
  kind: TokKind;
  /** Identifier name, punctuator text, decoded string, or the literal's source text. */
  text: string;
  /** Decoded bytes of a bytes literal. */
  bytes?: Uint8Array;
  start: number;
  end: number;
}

const PUNCT2 = new Set(['==', '!=', '<=', '>=', '&&', '||']);
const PUNCT1 = new Set([...'{}()[],;:.?!=<>+-*/%']);

export class Lexer {
  readonly src: string;
  readonly fileName: string;
  pos = 0;
  readonly lineStarts: number[] = [0];

  constructor(src: string, fileName: string) {
    this.src = src;
    this.fileName = fileName;
    for (let i = 0; i < src.length; i++) if (src.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  /** 1-based line and column of an offset. */
  lineCol(offset: number): { line: number; column: number } {
    return lineCol(this.lineStarts, offset);
  }

  error(offset: number, reason: string): RulesSyntaxError {
    const { line, column } = this.lineCol(Math.min(offset, this.src.length));
    return new RulesSyntaxError(this.fileName, line, column, reason);
  }

  skipSpace(): void {
    const s = this.src;
    for (;;) {
      const c = s.charCodeAt(this.pos);
      if (c === 32 || c === 9 || c === 10 || c === 13 || c === 0xfeff) {
        this.pos++;
      } else if (c === 47 && s.charCodeAt(this.pos + 1) === 47) {
        const nl = s.indexOf('\n', this.pos);
        this.pos = nl < 0 ? s.length : nl + 1;
      } else if (c === 47 && s.charCodeAt(this.pos + 1) === 42) {
        const close = s.indexOf('*/', this.pos + 2);
        if (close < 0) throw this.error(this.pos, 'unterminated block comment');
        this.pos = close + 2;
      } else {
        return;
      }
    }
  }

  next(): Token {
    this.skipSpace();
    const s = this.src;
    const start = this.pos;
    if (start >= s.length) return { kind: 'eof', text: '', start, end: start };
    const code = s.charCodeAt(start);
    const c = s[start] as string;
    if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 95) {
      if ((c === 'b' || c === 'B') && (s[start + 1] === "'" || s[start + 1] === '"')) {
        this.pos = start + 1;
        const raw = this.readQuoted(true);
        return { kind: 'bytes', text: raw.text, bytes: raw.bytes, start, end: this.pos };
      }
      if ((c === 'r' || c === 'R') && (s[start + 1] === "'" || s[start + 1] === '"')) {
        this.pos = start + 1;
        const q = s[this.pos] as string;
        const close = s.indexOf(q, this.pos + 1);
        if (close < 0) throw this.error(start, 'unterminated string literal');
        this.pos = close + 1;
        return { kind: 'string', text: s.slice(start + 2, close), start, end: this.pos };
      }
      let i = start + 1;
      for (; i < s.length; i++) {
        const k = s.charCodeAt(i);
        if (!((k >= 97 && k <= 122) || (k >= 65 && k <= 90) || (k >= 48 && k <= 57) || k === 95))
          break;
      }
      this.pos = i;
      return { kind: 'ident', text: s.slice(start, i), start, end: i };
    }
    if (isDigit(c) || (c === '.' && isDigit(s[start + 1] ?? ''))) return this.readNumber();
    if (c === "'" || c === '"') {
      const raw = this.readQuoted(false);
      return { kind: 'string', text: raw.text, start, end: this.pos };
    }
    const next = s.charCodeAt(start + 1);
    // Two-character operators all end in '=', '&' or '|'.
    const two = next === 61 || next === 38 || next === 124 ? s.slice(start, start + 2) : '';
    if (two !== '' && PUNCT2.has(two)) {
      this.pos = start + 2;
      return { kind: 'punct', text: two, start, end: this.pos };
    }
    if (PUNCT1.has(c)) {
      this.pos = start + 1;
      return { kind: 'punct', text: c, start, end: this.pos };
    }
    throw this.error(start, `Unexpected '${c}'.`);
  }

  private readNumber(): Token {
    const s = this.src;
    const start = this.pos;
    let i = start;
    let isFloat = false;
    if (s[i] === '0' && (s[i + 1] === 'x' || s[i + 1] === 'X')) {
      i += 2;
      while (i < s.length && /[0-9a-fA-F]/.test(s[i] as string)) i++;
      if (i === start + 2) throw this.error(start, 'malformed hexadecimal literal');
      this.pos = i;
      return { kind: 'int', text: s.slice(start, i), start, end: i };
    }
    while (isDigit(s[i] ?? '')) i++;
    if (s[i] === '.' && isDigit(s[i + 1] ?? '')) {
      isFloat = true;
      i++;
      while (isDigit(s[i] ?? '')) i++;
    } else if (s[i] === '.' && !isIdentStart(s[i + 1] ?? '') && s[i + 1] !== '.') {
      // "1." is a float literal; "1.size" stays a member access on an int.
      isFloat = true;
      i++;
    }
    if (s[i] === 'e' || s[i] === 'E') {
      let j = i + 1;
      if (s[j] === '+' || s[j] === '-') j++;
      if (isDigit(s[j] ?? '')) {
        isFloat = true;
        i = j;
        while (isDigit(s[i] ?? '')) i++;
      }
    }
    if (isIdentStart(s[i] ?? '')) throw this.error(i, 'malformed number literal');
    this.pos = i;
    return { kind: isFloat ? 'float' : 'int', text: s.slice(start, i), start, end: i };
  }

  private readQuoted(bytes: boolean): { text: string; bytes: Uint8Array } {
    const s = this.src;
    const start = this.pos;
    const q = s[start];
    let i = start + 1;
    let text = '';
    const out: number[] = [];
    const pushText = (t: string) => {
      text += t;
      if (bytes) for (const b of Buffer.from(t, 'utf8')) out.push(b);
    };
    for (;;) {
      if (i >= s.length || s[i] === '\n') throw this.error(start, 'unterminated string literal');
      const c = s[i] as string;
      if (c === q) {
        i++;
        break;
      }
      if (c !== '\\') {
        pushText(c);
        i++;
        continue;
      }
      const e = s[i + 1];
      i += 2;
      switch (e) {
        case 'n':
          pushText('\n');
          break;
        case 't':
          pushText('\t');
          break;
        case 'r':
          pushText('\r');
          break;
        case 'b':
          pushText('\b');
          break;
        case 'f':
          pushText('\f');
          break;
        case 'v':
          pushText('\v');
          break;
        case 'a':
          pushText('\x07');
          break;
        case '\\':
        case "'":
        case '"':
        case '`':
        case '?':
          pushText(e);
          break;
        case 'x':
        case 'X': {
          const hex = s.slice(i, i + 2);
          if (!/^[0-9a-fA-F]{2}$/.test(hex)) throw this.error(i - 2, 'malformed \\x escape');
          const v = Number.parseInt(hex, 16);
          if (bytes) {
            out.push(v);
            text += String.fromCharCode(v);
          } else pushText(String.fromCharCode(v));
          i += 2;
          break;
        }
        case 'u':
        case 'U': {
          const n = e === 'u' ? 4 : 8;
          const hex = s.slice(i, i + n);
          if (!new RegExp(`^[0-9a-fA-F]{${n}}$`).test(hex))
            throw this.error(i - 2, `malformed \\${e} escape`);
          const cp = Number.parseInt(hex, 16);
          if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            throw this.error(i - 2, 'invalid code point in escape');
          pushText(String.fromCodePoint(cp));
          i += n;
          break;
        }
        default: {
          if (e !== undefined && e >= '0' && e <= '7') {
            const oct = s.slice(i - 1, i + 2);
            if (!/^[0-7]{3}$/.test(oct)) throw this.error(i - 2, 'malformed octal escape');
            const v = Number.parseInt(oct, 8);
            if (v > 255) throw this.error(i - 2, 'octal escape out of range');
            if (bytes) {
              out.push(v);
              text += String.fromCharCode(v);
            } else pushText(String.fromCharCode(v));
            i += 2;
            break;
          }
          throw this.error(i - 2, `unknown escape sequence '\\${e ?? ''}'`);
        }
      }
    }
    this.pos = i;
    return { text, bytes: Uint8Array.from(out) };
  }
}

function isDigit(c: string): boolean {
  return c >= '0' && c <= '9';
}
function isIdentStart(c: string): boolean {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
}

/** 1-based line and column of an offset, given the offsets where lines start. */
export function lineCol(
  lineStarts: readonly number[],
  offset: number,
): { line: number; column: number } {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - (lineStarts[lo] ?? 0) + 1 };
}
