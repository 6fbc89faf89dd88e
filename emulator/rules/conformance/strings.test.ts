import { describe } from 'vitest';
import { expressionCases, REF } from './harness';

const S = REF.string;
const L = REF.language;

describe('String literals and escapes', () => {
  expressionCases([
    { expr: `"double" == 'double'`, is: true, ref: L },
    { expr: String.raw`'a\'b'.size() == 3`, is: true, ref: L },
    { expr: String.raw`"a\"b".size() == 3`, is: true, ref: L },
    { expr: String.raw`'\n'.size() == 1`, is: true, ref: L },
    { expr: String.raw`'\t' == '\u0009'`, is: true, ref: L },
    { expr: String.raw`'\\'.size() == 1`, is: true, ref: L },
    { expr: String.raw`'\u00e9' == 'é'`, is: true, ref: L },
    { expr: String.raw`'\x41' == 'A'`, is: true, ref: L },
    { expr: String.raw`'\101' == 'A'`, is: true, ref: L },
    { expr: "'a' + 'b' == 'ab'", is: true, ref: S },
    { expr: "'abc'[1] == 'b'", is: true, ref: S },
    { expr: "'abc'[3] == 'c'", is: 'error', ref: S },
    { expr: "'abcdef'[1:3] == 'bc'", is: true, ref: S },
  ]);
});

describe('rules.String methods', () => {
  expressionCases([
    { expr: "'hello'.size() == 5", is: true, ref: `${S}#size` },
    { expr: "''.size() == 0", is: true, ref: `${S}#size` },
    { expr: "'héllo'.size() == 5", is: true, ref: `${S}#size` },
    { expr: "'ABC'.lower() == 'abc'", is: true, ref: `${S}#lower` },
    { expr: "'abc'.upper() == 'ABC'", is: true, ref: `${S}#upper` },
    { expr: "'  a b  '.trim() == 'a b'", is: true, ref: `${S}#trim` },
    { expr: "'user@example.com'.matches('.*@example[.]com')", is: true, ref: `${S}#matches` },
    { expr: "'user@example.com'.matches('example')", is: false, ref: `${S}#matches` },
    { expr: "'abc'.matches('a.c')", is: true, ref: `${S}#matches` },
    { expr: "'abcd'.matches('a.c')", is: false, ref: `${S}#matches` },
    { expr: "'ABC'.matches('(?i)abc')", is: true, ref: `${S}#matches` },
    { expr: "'image/png'.matches('image/.*')", is: true, ref: REF.storageConditions },
    { expr: "'text/html'.matches('image/.*')", is: false, ref: REF.storageConditions },
    { expr: "'aaa'.matches('a{2,3}')", is: true, ref: `${S}#matches` },
    { expr: "'abc'.matches('(a')", is: 'error', ref: `${S}#matches` },
    // RE2 has no backreferences.
    { expr: "'aa'.matches('(a)\\\\1')", is: 'error', ref: `${S}#matches` },
    { expr: "'a/b/c'.split('/') == ['a', 'b', 'c']", is: true, ref: `${S}#split` },
    { expr: "'a1b22c'.split('[0-9]+') == ['a', 'b', 'c']", is: true, ref: `${S}#split` },
    { expr: "'abc'.split('/') == ['abc']", is: true, ref: `${S}#split` },
    { expr: "'banana'.replace('a', 'o') == 'bonono'", is: true, ref: `${S}#replace` },
    { expr: "'a.b.c'.replace('[.]', '/') == 'a/b/c'", is: true, ref: `${S}#replace` },
    { expr: "'abc'.toUtf8() == b'abc'", is: true, ref: `${S}#toUtf8` },
    { expr: "'é'.toUtf8().size() == 2", is: true, ref: `${S}#toUtf8` },
    { expr: "'abc'.size(1) == 3", is: 'error', ref: S },
    { expr: "'abc'.nope()", is: 'error', ref: S },
    { expr: "'abc'.matches(1)", is: 'error', ref: `${S}#matches` },
    { expr: 'null.size() == 0', is: 'error', ref: REF.nullRef },
  ]);
});
