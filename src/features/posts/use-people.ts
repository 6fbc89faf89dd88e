// The people of a workspace for a screen: a lookup by uid that fills in once the functions
// answer, so a name never shows as an id (until then, and for someone unknown, a neutral word).

import { useEffect, useState } from 'react';
import { type Person, workspacePeople } from '../../firebase/people';

export type PeopleByUid = ReadonlyMap<string, Person>;

const NOBODY: PeopleByUid = new Map();

export function usePeople(workspaceId: string | null | undefined): PeopleByUid {
  const [people, setPeople] = useState<PeopleByUid>(NOBODY);
  useEffect(() => {
    if (!workspaceId) return;
    let live = true;
    workspacePeople(workspaceId).then(
      (list) => live && setPeople(new Map(list.map((person) => [person.uid, person]))),
      () => live && setPeople(NOBODY),
    );
    return () => {
      live = false;
    };
  }, [workspaceId]);
  return people;
}
