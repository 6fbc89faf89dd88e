// A rules map over Firestore fields that converts each field the first time a rule reads it.
// Most conditions read a handful of fields, so converting whole documents per request is waste.

import type { FsValue } from './types';
import type { RValue } from './values';

export class LazyFieldsMap extends Map<string, RValue> {
  private pending: Record<string, FsValue> | null;
  private readonly convert: (v: FsValue) => RValue;

  constructor(fields: Record<string, FsValue>, convert: (v: FsValue) => RValue) {
    super();
    this.pending = fields;
    this.convert = convert;
  }

  private one(k: string): RValue | undefined {
    if (super.has(k)) return super.get(k);
    const p = this.pending as Record<string, FsValue>;
    if (!Object.hasOwn(p, k)) return undefined;
    const v = this.convert(p[k] as FsValue);
    super.set(k, v);
    return v;
  }

  /** Converts every field, keeping the document's field order. */
  private all(): void {
    const p = this.pending;
    if (p === null) return;
    const values = Object.keys(p).map((k) => [k, this.one(k) as RValue] as const);
    this.pending = null;
    super.clear();
    for (const [k, v] of values) super.set(k, v);
  }

  override get(k: string): RValue | undefined {
    return this.pending === null ? super.get(k) : this.one(k);
  }
  override has(k: string): boolean {
    return this.pending === null ? super.has(k) : Object.hasOwn(this.pending, k);
  }
  override get size(): number {
    this.all();
    return super.size;
  }
  override keys(): MapIterator<string> {
    this.all();
    return super.keys();
  }
  override values(): MapIterator<RValue> {
    this.all();
    return super.values();
  }
  override entries(): MapIterator<[string, RValue]> {
    this.all();
    return super.entries();
  }
  override [Symbol.iterator](): MapIterator<[string, RValue]> {
    this.all();
    return super[Symbol.iterator]();
  }
  override forEach(
    cb: (value: RValue, key: string, map: Map<string, RValue>) => void,
    thisArg?: unknown,
  ): void {
    this.all();
    super.forEach(cb, thisArg);
  }
  override set(k: string, v: RValue): this {
    this.all();
    return super.set(k, v);
  }
  override delete(k: string): boolean {
    this.all();
    return super.delete(k);
  }
  override clear(): void {
    this.pending = null;
    super.clear();
  }
}
