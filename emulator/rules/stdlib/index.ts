// Method and namespace dispatch for the standard library.

import { evalError } from '../errors';
import {
  RBytes,
  RDuration,
  RLatLng,
  RMapDiff,
  RPath,
  RSet,
  RSymbolic,
  RTimestamp,
  type RValue,
  typeName,
} from '../values';
import { hashingNamespace } from './hashing';
import { latlngMethod, latlngNamespace } from './latlng';
import { listMethod } from './list';
import { mapDiffMethod, mapMethod } from './map';
import { mathNamespace } from './math';
import { bytesMethod, pathMethod } from './misc';
import { setMethod } from './set';
import { stringMethod } from './string';
import { durationMethod, durationNamespace, timestampMethod, timestampNamespace } from './time';

export function callMethod(recv: RValue, name: string, args: RValue[]): RValue {
  if (recv === null) throw evalError('Null value error.');
  if (typeof recv === 'string') return stringMethod(recv, name, args);
  if (Array.isArray(recv)) return listMethod(recv, name, args);
  if (recv instanceof Map) return mapMethod(recv, name, args);
  if (recv instanceof RSet) return setMethod(recv, name, args);
  if (recv instanceof RMapDiff) return mapDiffMethod(recv, name, args);
  if (recv instanceof RTimestamp) return timestampMethod(recv, name, args);
  if (recv instanceof RDuration) return durationMethod(recv, name, args);
  if (recv instanceof RBytes) return bytesMethod(recv, name, args);
  if (recv instanceof RLatLng) return latlngMethod(recv, name, args);
  if (recv instanceof RPath) return pathMethod(recv, name, args);
  if (recv instanceof RSymbolic) return recv.method(name, args);
  throw evalError(`Function not found error: Name: [${name}] on ${typeName(recv)}.`);
}

export const NAMESPACES = new Set(['math', 'timestamp', 'duration', 'hashing', 'latlng']);

export function callNamespace(ns: string, name: string, args: RValue[]): RValue {
  switch (ns) {
    case 'math':
      return mathNamespace(name, args);
    case 'timestamp':
      return timestampNamespace(name, args);
    case 'duration':
      return durationNamespace(name, args);
    case 'hashing':
      return hashingNamespace(name, args);
    case 'latlng':
      return latlngNamespace(name, args);
  }
  throw evalError(`Function not found error: Name: [${ns}.${name}].`);
}
