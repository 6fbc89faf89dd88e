import { describe } from 'vitest';
import { expressionCases, REF } from './harness';

const T = REF.timestamp;
const TN = REF.timestampNs;
const DU = REF.duration;
const DN = REF.durationNs;

describe('rules.Timestamp and the timestamp namespace', () => {
  expressionCases([
    { expr: 'timestamp.value(0).year() == 1970', is: true, ref: `${TN}#value` },
    {
      expr: 'timestamp.value(1500000000000).toMillis() == 1500000000000',
      is: true,
      ref: `${T}#toMillis`,
    },
    { expr: 'timestamp.date(2020, 2, 29).dayOfYear() == 60', is: true, ref: `${T}#dayOfYear` },
    { expr: 'timestamp.date(2020, 2, 29).month() == 2', is: true, ref: `${T}#month` },
    { expr: 'timestamp.date(2020, 2, 29).day() == 29', is: true, ref: `${T}#day` },
    { expr: 'timestamp.date(2021, 2, 29)', is: 'error', ref: `${TN}#date` },
    { expr: 'timestamp.date(2020, 13, 1)', is: 'error', ref: `${TN}#date` },
    {
      expr: 'timestamp.date(2020, 2, 29).dayOfWeek() >= 1 && timestamp.date(2020, 2, 29).dayOfWeek() <= 7',
      is: true,
      ref: `${T}#dayOfWeek`,
    },
    { expr: 'timestamp.value(3723004).hours() == 1', is: true, ref: `${T}#hours` },
    { expr: 'timestamp.value(3723004).minutes() == 2', is: true, ref: `${T}#minutes` },
    { expr: 'timestamp.value(3723004).seconds() == 3', is: true, ref: `${T}#seconds` },
    { expr: 'timestamp.value(3723004).nanos() == 4000000', is: true, ref: `${T}#nanos` },
    {
      expr: 'timestamp.value(86400000 + 5000).date() == timestamp.value(86400000)',
      is: true,
      ref: `${T}#date`,
    },
    {
      expr: "timestamp.value(86400000 + 5000).time() == duration.value(5, 's')",
      is: true,
      ref: `${T}#time`,
    },
    {
      expr: "timestamp.value(1000) + duration.value(1, 's') == timestamp.value(2000)",
      is: true,
      ref: T,
    },
    {
      expr: "timestamp.value(3000) - duration.value(1, 's') == timestamp.value(2000)",
      is: true,
      ref: T,
    },
    {
      expr: "timestamp.value(3000) - timestamp.value(1000) == duration.value(2, 's')",
      is: true,
      ref: T,
    },
    { expr: 'timestamp.value(1000) < timestamp.value(2000)', is: true, ref: T },
    { expr: 'timestamp.value(1000) == timestamp.value(1000)', is: true, ref: T },
    { expr: 'timestamp.value(1000) + 1', is: 'error', ref: T },
    { expr: 'timestamp.value(253402300800000)', is: 'error', ref: T },
    { expr: 'timestamp.value(-62135596800000).year() == 1', is: true, ref: T },
  ]);
});

describe('rules.Duration and the duration namespace', () => {
  expressionCases([
    { expr: "duration.value(90, 'm').seconds() == 5400", is: true, ref: `${DN}#value` },
    { expr: "duration.value(1, 'w') == duration.value(7, 'd')", is: true, ref: `${DN}#value` },
    { expr: "duration.value(1, 'd') == duration.value(24, 'h')", is: true, ref: `${DN}#value` },
    { expr: "duration.value(1, 's') == duration.value(1000, 'ms')", is: true, ref: `${DN}#value` },
    {
      expr: "duration.value(1, 'ms') == duration.value(1000000, 'ns')",
      is: true,
      ref: `${DN}#value`,
    },
    { expr: "duration.value(1, 'y')", is: 'error', ref: `${DN}#value` },
    { expr: 'duration.time(1, 2, 3, 4).seconds() == 3723', is: true, ref: `${DN}#time` },
    { expr: 'duration.time(1, 2, 3, 4).nanos() == 4', is: true, ref: `${DU}#nanos` },
    {
      expr: "duration.abs(duration.value(-5, 's')) == duration.value(5, 's')",
      is: true,
      ref: `${DN}#abs`,
    },
    {
      expr: "duration.value(1, 's') + duration.value(2, 's') == duration.value(3, 's')",
      is: true,
      ref: DU,
    },
    { expr: "duration.value(1, 's') < duration.value(2, 's')", is: true, ref: DU },
    { expr: "duration.value(1500, 'ms').seconds() == 1", is: true, ref: `${DU}#seconds` },
    { expr: "duration.value(1500, 'ms').nanos() == 500000000", is: true, ref: `${DU}#nanos` },
    { expr: "duration.value('1', 's')", is: 'error', ref: `${DN}#value` },
  ]);
});

describe('rules.LatLng and the latlng namespace', () => {
  expressionCases([
    { expr: 'latlng.value(10, 20).latitude() == 10.0', is: true, ref: `${REF.latlng}#latitude` },
    { expr: 'latlng.value(10, 20).longitude() == 20.0', is: true, ref: `${REF.latlng}#longitude` },
    {
      expr: 'latlng.value(1, 2).distance(latlng.value(1, 2)) == 0.0',
      is: true,
      ref: `${REF.latlng}#distance`,
    },
    {
      expr: 'latlng.value(0, 0).distance(latlng.value(0, 1)) > 111000.0 && latlng.value(0, 0).distance(latlng.value(0, 1)) < 112000.0',
      is: true,
      ref: `${REF.latlng}#distance`,
    },
    { expr: 'latlng.value(91, 0)', is: 'error', ref: `${REF.latlngNs}#value` },
    { expr: 'latlng.value(0, 181)', is: 'error', ref: `${REF.latlngNs}#value` },
    { expr: 'latlng.value(1, 2) == latlng.value(1, 2)', is: true, ref: REF.latlng },
  ]);
});

describe('The math namespace', () => {
  const M = REF.math;
  expressionCases([
    { expr: 'math.abs(-3) == 3', is: true, ref: `${M}#abs` },
    { expr: 'math.abs(-3.5) == 3.5', is: true, ref: `${M}#abs` },
    { expr: 'math.ceil(1.2) == 2', is: true, ref: `${M}#ceil` },
    { expr: 'math.floor(1.8) == 1', is: true, ref: `${M}#floor` },
    { expr: 'math.floor(-1.2) == -2', is: true, ref: `${M}#floor` },
    { expr: 'math.round(1.5) == 2', is: true, ref: `${M}#round` },
    { expr: 'math.round(-1.5) == -2', is: true, ref: `${M}#round` },
    { expr: 'math.round(1.4) == 1', is: true, ref: `${M}#round` },
    { expr: 'math.sqrt(16.0) == 4.0', is: true, ref: `${M}#sqrt` },
    { expr: 'math.pow(2, 10) == 1024.0', is: true, ref: `${M}#pow` },
    { expr: 'math.isInfinite(1.0 / 0.0)', is: true, ref: `${M}#isInfinite` },
    { expr: 'math.isInfinite(1.0)', is: false, ref: `${M}#isInfinite` },
    { expr: 'math.isNaN(1.0)', is: false, ref: `${M}#isNaN` },
    { expr: "math.abs('x')", is: 'error', ref: `${M}#abs` },
    { expr: 'math.nope(1)', is: 'error', ref: M },
  ]);
});

describe('The hashing namespace and rules.Bytes', () => {
  const H = REF.hashing;
  const B = REF.bytes;
  expressionCases([
    {
      expr: "hashing.sha256('abc').toHexString() == 'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD'",
      is: true,
      ref: `${H}#sha256`,
    },
    { expr: "hashing.sha256('abc') == hashing.sha256(b'abc')", is: true, ref: `${H}#sha256` },
    {
      expr: "hashing.md5('abc').toHexString() == '900150983CD24FB0D6963F7D28E17F72'",
      is: true,
      ref: `${H}#md5`,
    },
    { expr: "hashing.crc32('abc') == 891568578", is: true, ref: `${H}#crc32` },
    { expr: "hashing.crc32c('abc') == 910901175", is: true, ref: `${H}#crc32c` },
    { expr: 'hashing.sha256(1)', is: 'error', ref: `${H}#sha256` },
    { expr: "b'abc'.size() == 3", is: true, ref: `${B}#size` },
    { expr: String.raw`b'\x01\x02'.size() == 2`, is: true, ref: `${B}#size` },
    { expr: "b'abc'.toBase64() == 'YWJj'", is: true, ref: `${B}#toBase64` },
    { expr: String.raw`b'\xff\x0a'.toHexString() == 'FF0A'`, is: true, ref: `${B}#toHexString` },
    { expr: "b'a' < b'b'", is: true, ref: B },
    { expr: "b'abc' == 'abc'.toUtf8()", is: true, ref: B },
  ]);
});

describe('rules.Path values and path literals', () => {
  const P = REF.path;
  expressionCases([
    { expr: '/a/b == /a/b', is: true, ref: P },
    { expr: '/a/b == /a/c', is: false, ref: P },
    { expr: "/a/b[1] == 'b'", is: true, ref: P },
    { expr: "/a/$('b') == /a/b", is: true, ref: REF.conditions },
    { expr: "/a/$('b' + 'c') == /a/bc", is: true, ref: REF.conditions },
    { expr: "/a/('b') == /a/b", is: true, ref: REF.conditions },
    { expr: '/users/$(1 + 1) == /users/2', is: true, ref: REF.conditions },
    { expr: "path('a/b') == /a/b", is: true, ref: `${REF.rules}#.path` },
    {
      expr: "path('/databases/x/documents/c/d') == /databases/x/documents/c/d",
      is: true,
      ref: `${REF.rules}#.path`,
    },
    { expr: '/a/$([1])', is: 'error', ref: P },
    { expr: "/a/b[5] == 'x'", is: 'error', ref: P },
    { expr: "string(/a/b) == '/a/b'", is: true, ref: `${REF.rules}#.string` },
  ]);
});

describe('Global conversion functions', () => {
  const R = REF.rules;
  expressionCases([
    { expr: "int('12') == 12", is: true, ref: `${R}#.int` },
    { expr: "int('-12') == -12", is: true, ref: `${R}#.int` },
    { expr: 'int(1.9) == 1', is: true, ref: `${R}#.int` },
    { expr: 'int(-1.9) == -1', is: true, ref: `${R}#.int` },
    { expr: "int('1.5')", is: 'error', ref: `${R}#.int` },
    { expr: "int('x')", is: 'error', ref: `${R}#.int` },
    { expr: "int('99999999999999999999')", is: 'error', ref: `${R}#.int` },
    { expr: 'float(1) == 1.0', is: true, ref: `${R}#.float` },
    { expr: "float('1.5') == 1.5", is: true, ref: `${R}#.float` },
    { expr: "float('x')", is: 'error', ref: `${R}#.float` },
    { expr: "string(1) == '1'", is: true, ref: `${R}#.string` },
    { expr: "string(true) == 'true'", is: true, ref: `${R}#.string` },
    { expr: "string(null) == 'null'", is: true, ref: `${R}#.string` },
    { expr: "string(1.5) == '1.5'", is: true, ref: `${R}#.string` },
    { expr: 'debug(1) == 1', is: true, ref: `${R}#.debug` },
    { expr: "debug('x') == 'x'", is: true, ref: `${R}#.debug` },
    { expr: 'nosuchfunction(1)', is: 'error', ref: REF.language },
    { expr: 'undefinedVariable == 1', is: 'error', ref: REF.language },
    { expr: 'int(1, 2)', is: 'error', ref: `${R}#.int` },
  ]);
});

describe('The default database segment in path literals', () => {
  expressionCases([
    { expr: "/databases/(default)/documents/a[1] == '(default)'", is: true, ref: REF.firestoreNs },
    {
      expr: '/databases/(default)/documents/a == /databases/$("(default)")/documents/a',
      is: true,
      ref: REF.firestoreNs,
    },
  ]);
});

describe('Path.bind()', () => {
  const P = `${REF.path}#bind`;
  expressionCases([
    {
      expr: "(/path/$(foo)/$(bar)).bind({'foo': 'something', 'bar': 'another'}) == /path/something/another",
      is: true,
      ref: P,
    },
    { expr: "(/path/$(foo)).bind({'foo': 1}) == /path/1", is: true, ref: P },
    { expr: "(/path/$(foo)).bind({'bar': 'x'})", is: 'error', ref: P },
    { expr: 'exists(/databases/x/documents/c/$(unbound))', is: 'error', ref: REF.language },
  ]);
});
