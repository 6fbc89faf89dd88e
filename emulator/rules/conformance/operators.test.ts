import { describe } from 'vitest';
import { expressionCases, REF } from './harness';

const L = REF.language;
const I = REF.integer;
const F = REF.float;

describe('Logical operators and the documented error handling', () => {
  expressionCases([
    { expr: 'true && true', is: true, ref: L },
    { expr: 'true && false', is: false, ref: L },
    { expr: 'false && true', is: false, ref: L },
    { expr: 'true || false', is: true, ref: L },
    { expr: 'false || false', is: false, ref: L },
    { expr: '!true', is: false, ref: L },
    { expr: '!false', is: true, ref: L },
    { expr: '!!true', is: true, ref: L },
    // An error on one side is absorbed when the other side alone decides the result.
    { expr: '(1 / 0 == 1) || true', is: true, ref: L },
    { expr: '(1 / 0 == 1) && false', is: false, ref: L },
    { expr: 'true || (1 / 0 == 1)', is: true, ref: L },
    { expr: 'false && (1 / 0 == 1)', is: false, ref: L },
    { expr: '(1 / 0 == 1) || false', is: 'error', ref: L },
    { expr: '(1 / 0 == 1) && true', is: 'error', ref: L },
    { expr: 'true && (1 / 0 == 1)', is: 'error', ref: L },
    { expr: 'false || (1 / 0 == 1)', is: 'error', ref: L },
    { expr: '({}).missing || true', is: true, ref: L },
    { expr: '({}).missing && false', is: false, ref: L },
    { expr: 'null.x == 1 || true', is: true, ref: L },
    { expr: '1 && true', is: 'error', ref: L },
    { expr: "'a' || true", is: true, ref: L },
    { expr: '!1', is: 'error', ref: L },
    { expr: 'true ? 1 == 1 : 1 / 0 == 1', is: true, ref: L },
    { expr: 'false ? 1 / 0 == 1 : true', is: true, ref: L },
    { expr: '(true ? 1 : 2) == 1', is: true, ref: L },
    { expr: '(false ? 1 : 2) == 2', is: true, ref: L },
    { expr: '(1 ? 1 : 2) == 1', is: 'error', ref: L },
    { expr: 'true ? false : true', is: false, ref: L },
  ]);
});

describe('Integer arithmetic is 64-bit with overflow errors', () => {
  expressionCases([
    { expr: '1 + 2 == 3', is: true, ref: I },
    { expr: '7 - 10 == -3', is: true, ref: I },
    { expr: '6 * 7 == 42', is: true, ref: I },
    { expr: '7 / 2 == 3', is: true, ref: I },
    { expr: '-7 / 2 == -3', is: true, ref: I },
    { expr: '7 % 3 == 1', is: true, ref: I },
    { expr: '-7 % 3 == -1', is: true, ref: I },
    { expr: '1 / 0', is: 'error', ref: I },
    { expr: '1 % 0', is: 'error', ref: I },
    { expr: '9223372036854775807 + 1 > 0', is: 'error', ref: I },
    { expr: '-9223372036854775808 - 1 < 0', is: 'error', ref: I },
    { expr: '9223372036854775807 * 2 > 0', is: 'error', ref: I },
    { expr: '-9223372036854775808 / -1 > 0', is: 'error', ref: I },
    { expr: '-(-9223372036854775808) > 0', is: 'error', ref: I },
    { expr: '9223372036854775807 == 9223372036854775807', is: true, ref: I },
    { expr: '-9223372036854775808 < 0', is: true, ref: I },
    { expr: '0x10 == 16', is: true, ref: I },
    { expr: '2 + 3 * 4 == 14', is: true, ref: L },
    { expr: '(2 + 3) * 4 == 20', is: true, ref: L },
    { expr: '10 - 4 - 3 == 3', is: true, ref: L },
    { expr: '100 / 10 / 5 == 2', is: true, ref: L },
    { expr: '-(3) == -3', is: true, ref: I },
    { expr: "1 + 'a' == 1", is: 'error', ref: L },
    { expr: '1 + null == 1', is: 'error', ref: L },
    { expr: 'true + true', is: 'error', ref: L },
  ]);
});

describe('Float arithmetic and mixed numbers', () => {
  expressionCases([
    { expr: '1.5 + 1.5 == 3.0', is: true, ref: F },
    { expr: '1 + 0.5 == 1.5', is: true, ref: REF.number },
    { expr: '3.0 / 2 == 1.5', is: true, ref: F },
    { expr: '1.0 / 0.0 > 1000000.0', is: true, ref: F },
    { expr: '1 == 1.0', is: true, ref: REF.number },
    { expr: '2 > 1.5', is: true, ref: REF.number },
    { expr: '0.1 + 0.2 == 0.3', is: false, ref: F },
    { expr: '1e3 == 1000.0', is: true, ref: F },
    { expr: '2.5e-1 == 0.25', is: true, ref: F },
    { expr: '-1.5 < -1', is: true, ref: F },
    { expr: 'math.isNaN(0.0 / 0.0)', is: true, ref: REF.math },
    { expr: '(0.0 / 0.0) == (0.0 / 0.0)', is: false, ref: F },
  ]);
});

describe('Comparison and equality', () => {
  expressionCases([
    { expr: "'a' < 'b'", is: true, ref: L },
    { expr: "'abc' <= 'abd'", is: true, ref: L },
    { expr: "'b' > 'abc'", is: true, ref: L },
    { expr: '3 >= 3', is: true, ref: L },
    { expr: '3 != 4', is: true, ref: L },
    { expr: "'a' == 'a'", is: true, ref: L },
    { expr: "1 == '1'", is: false, ref: L },
    { expr: "1 != '1'", is: true, ref: L },
    { expr: 'null == null', is: true, ref: REF.nullRef },
    { expr: 'null != 0', is: true, ref: REF.nullRef },
    { expr: '[1, 2] == [1, 2]', is: true, ref: REF.list },
    { expr: '[1, 2] == [2, 1]', is: false, ref: REF.list },
    { expr: "{'a': 1} == {'a': 1}", is: true, ref: REF.map },
    { expr: "{'a': 1, 'b': 2} == {'b': 2, 'a': 1}", is: true, ref: REF.map },
    { expr: "{'a': 1} == {'a': 2}", is: false, ref: REF.map },
    { expr: "1 < 'a'", is: 'error', ref: L },
    { expr: 'null < 1', is: 'error', ref: REF.nullRef },
    { expr: '{} < {}', is: 'error', ref: L },
    { expr: 'true == true', is: true, ref: REF.boolean },
    { expr: 'true != false', is: true, ref: REF.boolean },
  ]);
});

describe('The in and is operators', () => {
  expressionCases([
    { expr: '2 in [1, 2, 3]', is: true, ref: REF.list },
    { expr: '4 in [1, 2, 3]', is: false, ref: REF.list },
    { expr: "'a' in {'a': 1}", is: true, ref: REF.map },
    { expr: "'b' in {'a': 1}", is: false, ref: REF.map },
    { expr: "'a' in ['a', 'b'].toSet()", is: true, ref: REF.set },
    { expr: '1 in null', is: 'error', ref: L },
    { expr: "1 in 'abc'", is: 'error', ref: L },
    { expr: '1 is int', is: true, ref: L },
    { expr: '1.0 is float', is: true, ref: L },
    { expr: '1 is number', is: true, ref: L },
    { expr: '1.5 is number', is: true, ref: L },
    { expr: "'s' is string", is: true, ref: L },
    { expr: 'true is bool', is: true, ref: L },
    { expr: 'null is string', is: false, ref: L },
    { expr: '[1] is list', is: true, ref: L },
    { expr: '{} is map', is: true, ref: L },
    { expr: "b'abc' is bytes", is: true, ref: L },
    { expr: 'duration.value(1, "s") is duration', is: true, ref: L },
    { expr: 'timestamp.value(0) is timestamp', is: true, ref: L },
    { expr: 'latlng.value(1, 2) is latlng', is: true, ref: L },
    { expr: '/a/b is path', is: true, ref: L },
    { expr: '[1].toSet() is set', is: true, ref: L },
    { expr: '1 is string', is: false, ref: L },
    { expr: "'1' is int", is: false, ref: L },
  ]);
});
