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

export function useWhen(zone0: string, at0: Date | null): When {
  const [wall0] = useState(() => (at0 ? zonedParts(at0, zone0) : null));
  const [zone, setZone] = useState(zone0);
  const [date, setDate] = useState(wall0 ? toDateInput(wall0) : '');
  const [time, setTime] = useState(wall0 ? toTimeInput(wall0) : '');
  const instant = useMemo(() => {
    const wall = parseWallInputs(date, time);
    try {
      return wall ? wallTimeToInstant(wall, zone) : null;
    } catch {
      return null;
    }
  }, [date, time, zone]);
  return { date, time, zone, setDate, setTime, setZone, instant };
}
