import { describe } from 'vitest';
import { expressionCases, REF } from './harness';

const LI = REF.list;
const M = REF.map;
const D = REF.mapDiff;
const S = REF.set;

describe('rules.List', () => {
  expressionCases([
    { expr: '[1, 2, 3].size() == 3', is: true, ref: `${LI}#size` },
    { expr: '[].size() == 0', is: true, ref: `${LI}#size` },
    { expr: '[1, 2].concat([3]) == [1, 2, 3]', is: true, ref: `${LI}#concat` },
    { expr: '[1, 2] + [3] == [1, 2, 3]', is: true, ref: LI },
    { expr: "['a', 'b'].hasAll(['a'])", is: true, ref: `${LI}#hasAll` },
    { expr: "['a', 'b'].hasAll(['a', 'c'])", is: false, ref: `${LI}#hasAll` },
    { expr: "['a', 'b'].hasAll([])", is: true, ref: `${LI}#hasAll` },
    { expr: "['a', 'b'].hasAny(['c', 'b'])", is: true, ref: `${LI}#hasAny` },
    { expr: "['a', 'b'].hasAny(['c'])", is: false, ref: `${LI}#hasAny` },
    { expr: "['a', 'b'].hasAny([])", is: false, ref: `${LI}#hasAny` },
    { expr: "['a', 'b'].hasOnly(['a', 'b', 'c'])", is: true, ref: `${LI}#hasOnly` },
    { expr: "['a', 'd'].hasOnly(['a', 'b', 'c'])", is: false, ref: `${LI}#hasOnly` },
    { expr: '[].hasOnly([1])', is: true, ref: `${LI}#hasOnly` },
    { expr: "['a', 'b'].join('-') == 'a-b'", is: true, ref: `${LI}#join` },
    { expr: "[].join(',') == ''", is: true, ref: `${LI}#join` },
    { expr: "[1, 2].join(',') == '1,2'", is: 'error', ref: `${LI}#join` },
    { expr: '[1, 2, 3, 2].removeAll([2]) == [1, 3]', is: true, ref: `${LI}#removeAll` },
    { expr: '[1, 1, 2].toSet() == [2, 1].toSet()', is: true, ref: `${LI}#toSet` },
    { expr: '[1, 1, 2].toSet().size() == 2', is: true, ref: `${LI}#toSet` },
    { expr: '[10, 20, 30][1] == 20', is: true, ref: LI },
    { expr: '[10, 20, 30][3] == 0', is: 'error', ref: LI },
    { expr: '[10, 20, 30][-1] == 30', is: 'error', ref: LI },
    { expr: '[1, 2, 3, 4][1:3] == [2, 3]', is: true, ref: LI },
    { expr: '[1, 2, 3][2:1] == []', is: 'error', ref: LI },
    { expr: "[1, 'a', true, null].size() == 4", is: true, ref: LI },
    { expr: '[[1], [2]][1][0] == 2', is: true, ref: LI },
    { expr: "[1]['a'] == 1", is: 'error', ref: LI },
  ]);
});

describe('rules.Map', () => {
  expressionCases([
    { expr: "{'a': 1}.a == 1", is: true, ref: M },
    { expr: "{'a': 1}['a'] == 1", is: true, ref: M },
    { expr: "{'a': {'b': 2}}.a.b == 2", is: true, ref: M },
    { expr: "{'a': 1}.b == 1", is: 'error', ref: M },
    { expr: "{'a': 1}['b'] == 1", is: 'error', ref: M },
    { expr: "{'a': 1, 'b': 2}.size() == 2", is: true, ref: `${M}#size` },
    { expr: "{'a': 1, 'b': 2}.keys().hasAll(['a', 'b'])", is: true, ref: `${M}#keys` },
    { expr: "{'a': 1, 'b': 2}.keys().size() == 2", is: true, ref: `${M}#keys` },
    { expr: "{'a': 1, 'b': 2}.values().hasAll([1, 2])", is: true, ref: `${M}#values` },
    { expr: "{'a': 1}.get('a', 0) == 1", is: true, ref: `${M}#get` },
    { expr: "{'a': 1}.get('b', 0) == 0", is: true, ref: `${M}#get` },
    { expr: "{'a': {'b': 2}}.get(['a', 'b'], 0) == 2", is: true, ref: `${M}#get` },
    { expr: "{'a': {'b': 2}}.get(['a', 'c'], 7) == 7", is: true, ref: `${M}#get` },
    { expr: "{'a': 1}.get('a') == 1", is: 'error', ref: `${M}#get` },
    { expr: '{1: 2}.size() == 1', is: 'error', ref: M },
    { expr: "{'a': null}.a == null", is: true, ref: M },
    { expr: "'a' in {'a': null}", is: true, ref: M },
  ]);
});

describe('rules.MapDiff', () => {
  expressionCases([
    { expr: "{'a': 1}.diff({}).addedKeys() == ['a'].toSet()", is: true, ref: `${D}#addedKeys` },
    { expr: "{}.diff({'a': 1}).removedKeys() == ['a'].toSet()", is: true, ref: `${D}#removedKeys` },
    {
      expr: "{'a': 0}.diff({'a': 1, 'b': 4}).changedKeys() == ['a'].toSet()",
      is: true,
      ref: `${D}#changedKeys`,
    },
    {
      expr: "{'a': 0}.diff({'a': 0}).unchangedKeys() == ['a'].toSet()",
      is: true,
      ref: `${D}#unchangedKeys`,
    },
    {
      expr: "{'a': 0, 'c': 0, 'u': 0}.diff({'r': 0, 'c': 1, 'u': 0}).affectedKeys() == ['a', 'r', 'c'].toSet()",
      is: true,
      ref: `${D}#affectedKeys`,
    },
    { expr: "{'a': 1}.diff({'a': 1}).affectedKeys().size() == 0", is: true, ref: D },
    { expr: "{'a': 1, 'b': 2}.diff({'a': 1}).affectedKeys().hasOnly(['b'])", is: true, ref: D },
    { expr: "{'a': 1, 'b': 2}.diff({'a': 1}).affectedKeys().hasOnly(['a'])", is: false, ref: D },
    { expr: "{'a': 1}.diff({'a': 1.0}).changedKeys().size() == 0", is: true, ref: D },
    { expr: "{'a': [1]}.diff({'a': [2]}).changedKeys() == ['a'].toSet()", is: true, ref: D },
    { expr: "{'a': 1}.diff(1)", is: 'error', ref: `${REF.map}#diff` },
    { expr: "{'a': 1}.diff({}).nope()", is: 'error', ref: D },
  ]);
});

describe('rules.Set', () => {
  expressionCases([
    { expr: '[1, 2].toSet().size() == 2', is: true, ref: `${S}#size` },
    {
      expr: '[1, 2, 3].toSet().difference([2].toSet()) == [1, 3].toSet()',
      is: true,
      ref: `${S}#difference`,
    },
    {
      expr: '[1, 2, 3].toSet().intersection([2, 4].toSet()) == [2].toSet()',
      is: true,
      ref: `${S}#intersection`,
    },
    {
      expr: '[1, 2].toSet().union([2, 3].toSet()) == [1, 2, 3].toSet()',
      is: true,
      ref: `${S}#union`,
    },
    { expr: '[1, 2].toSet().hasAll([1].toSet())', is: true, ref: `${S}#hasAll` },
    { expr: '[1, 2].toSet().hasAll([1, 2])', is: true, ref: `${S}#hasAll` },
    { expr: '[1, 2].toSet().hasAny([3, 2])', is: true, ref: `${S}#hasAny` },
    { expr: '[1, 2].toSet().hasAny([3])', is: false, ref: `${S}#hasAny` },
    { expr: '[1, 2].toSet().hasOnly([1, 2, 3])', is: true, ref: `${S}#hasOnly` },
    { expr: '[1, 4].toSet().hasOnly([1, 2, 3])', is: false, ref: `${S}#hasOnly` },
    { expr: '2 in [1, 2].toSet()', is: true, ref: S },
    { expr: '[1, 2].toSet() == [1, 2, 2].toSet()', is: true, ref: S },
    { expr: '[1, 2].toSet() == [1].toSet()', is: false, ref: S },
    { expr: '[1].toSet().union(1)', is: 'error', ref: `${S}#union` },
  ]);
});
