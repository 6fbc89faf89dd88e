// A parsed ruleset with its coverage counters (one slot per expression).

import type { RulesFile } from './ast';

export class Ruleset {
  readonly file: RulesFile;
  readonly trueCounts: Uint32Array;
  readonly falseCounts: Uint32Array;
  readonly errorCounts: Uint32Array;
  readonly valueCounts: Uint32Array;

  constructor(file: RulesFile) {
    this.file = file;
    const n = file.exprs.length;
    this.trueCounts = new Uint32Array(n);
    this.falseCounts = new Uint32Array(n);
    this.errorCounts = new Uint32Array(n);
    this.valueCounts = new Uint32Array(n);
  }
}
