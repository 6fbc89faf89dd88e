// The date, time and zone a post is scheduled at, as the composers edit them: wall time in a
// named zone, turned into one instant (correct across daylight-saving changes).

import { useMemo, useState } from 'react';
import {
  parseWallInputs,
  toDateInput,
  toTimeInput,
  wallTimeToInstant,
  zonedParts,
} from './zoned-time';

export interface When {
  date: string;
  time: string;
  zone: string;
  setDate: (value: string) => void;
  setTime: (value: string) => void;
  setZone: (value: string) => void;
  /** The instant the inputs name, or null while they are incomplete or impossible. */
  instant: Date | null;
}

/** The instant date and time inputs name in `zone`, or null while incomplete or impossible. */
export function instantOf(date: string, time: string, zone: string): Date | null {
  const wall = parseWallInputs(date, time);
  try {
    return wall ? wallTimeToInstant(wall, zone) : null;
  } catch {
    return null;
  }
}

/** The date and time inputs showing `at` in `zone`, or empty ones when there is no instant. */
export function wallInputs(at: Date | null, zone: string): { date: string; time: string } {
  const wall = at ? zonedParts(at, zone) : null;
  return { date: wall ? toDateInput(wall) : '', time: wall ? toTimeInput(wall) : '' };
}

export function useWhen(zone0: string, at0: Date | null): When {
  const [wall0] = useState(() => wallInputs(at0, zone0));
  const [zone, setZone] = useState(zone0);
  const [date, setDate] = useState(wall0.date);
  const [time, setTime] = useState(wall0.time);
  const instant = useMemo(() => instantOf(date, time, zone), [date, time, zone]);
  return { date, time, zone, setDate, setTime, setZone, instant };
}
