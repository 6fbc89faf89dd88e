// rules.LatLng and the latlng namespace: https://firebase.google.com/docs/reference/rules/rules.LatLng

import { evalError } from '../errors';
import { RLatLng, type RValue } from '../values';
import { arity, asLatLng, asNumber } from './args';

const EARTH_RADIUS_M = 6_371_000;

export function latlngMethod(p: RLatLng, name: string, args: RValue[]): RValue {
  switch (name) {
    case 'latitude':
      arity(name, args, 0);
      return p.lat;
    case 'longitude':
      arity(name, args, 0);
      return p.lng;
    case 'distance': {
      arity(name, args, 1);
      const q = asLatLng(name, args[0] as RValue);
      const rad = Math.PI / 180;
      const dLat = (q.lat - p.lat) * rad;
      const dLng = (q.lng - p.lng) * rad;
      const a =
        Math.sin(dLat / 2) ** 2 +
        Math.cos(p.lat * rad) * Math.cos(q.lat * rad) * Math.sin(dLng / 2) ** 2;
      return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
    }
  }
  throw evalError(`Function not found error: Name: [${name}].`);
}

export function latlngNamespace(name: string, args: RValue[]): RValue {
  if (name !== 'value') throw evalError(`Function not found error: Name: [latlng.${name}].`);
  arity(name, args, 2);
  const lat = asNumber(name, args[0] as RValue);
  const lng = asNumber(name, args[1] as RValue);
  if (!(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180)) {
    throw evalError('Latitude must be in [-90, 90] and longitude in [-180, 180].');
  }
  return new RLatLng(lat, lng);
}
