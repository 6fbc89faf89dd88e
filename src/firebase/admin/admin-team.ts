// The team screen: every staff profile (staff read them all under the rules), the client
// workspaces they can serve, and the team callables. Photos go to Storage under team/.

import type { CallableReply } from '@model/callables';
import type {
  RemoveTeamMemberInput,
  ReorderTeamInput,
  SetTeamAssignmentsInput,
  UpsertTeamMemberInput,
} from '@model/schemas/team';
import { firestoreLite } from '../firestore';
import { callFunction } from '../functions';
import { numberOrNull, stringOrNull } from '../localised';
import { deleteFile, uploadFile } from '../storage';

export interface TeamMember {
  id: string;
  uid: string | null;
  name: string;
  title: string;
  bio: string;
  photoPath: string | null;
  public: boolean;
  order: number;
  /** Its updatedAt in ms: the version an edit is based on, so a newer one is never overwritten. */
  version?: number | null;
}

export interface ClientWorkspace {
  id: string;
  name: string;
  teamMemberIds: string[];
}

/** The whole team in display order. */
export async function listTeam(): Promise<TeamMember[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(lite.collection(db, 'team'));
  return snapshot.docs
    .map((doc) => {
      const data = doc.data();
      return {
        id: doc.id,
        uid: stringOrNull(data.uid),
        name: typeof data.name === 'string' ? data.name : '',
        title: typeof data.title === 'string' ? data.title : '',
        bio: typeof data.bio === 'string' ? data.bio : '',
        photoPath: stringOrNull(data.photoPath),
        public: data.public === true,
        order: numberOrNull(data.order) ?? 0,
        version: data.updatedAt instanceof lite.Timestamp ? data.updatedAt.toMillis() : null,
      };
    })
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

export const CLIENT_WORKSPACE_LIMIT = 500;

/** The agency's client workspaces by name (the query shape the rules allow admins). */
export async function listClientWorkspaces(): Promise<ClientWorkspace[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'workspaces'),
      lite.where('product', '==', 'connect'),
      lite.orderBy('name'),
      lite.limit(CLIENT_WORKSPACE_LIMIT),
    ),
  );
  return snapshot.docs.map((doc) => {
    const ids = doc.get('teamMemberIds');
    return {
      id: doc.id,
      name: String(doc.get('name') ?? doc.id),
      teamMemberIds: Array.isArray(ids) ? ids.filter((id) => typeof id === 'string') : [],
    };
  });
}

export function upsertTeamMember(
  input: UpsertTeamMemberInput,
): Promise<CallableReply<'upsertTeamMember'>> {
  return callFunction('upsertTeamMember', input);
}

export function removeTeamMember(
  input: RemoveTeamMemberInput,
): Promise<CallableReply<'removeTeamMember'>> {
  return callFunction('removeTeamMember', input);
}

export function reorderTeam(input: ReorderTeamInput): Promise<CallableReply<'reorderTeam'>> {
  return callFunction('reorderTeam', input);
}

export function setTeamAssignments(
  input: SetTeamAssignmentsInput,
): Promise<CallableReply<'setTeamAssignments'>> {
  return callFunction('setTeamAssignments', input);
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
export const TEAM_PHOTO_TYPES = Object.keys(EXTENSIONS);
export const TEAM_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Uploads a photo under a new name (so caches never show the old one); resolves its path. */
export async function uploadTeamPhoto(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const path = `team/${crypto.randomUUID()}.${EXTENSIONS[file.type] ?? 'img'}`;
  await uploadFile(path, file, onProgress);
  return path;
}

export function deleteTeamPhoto(path: string): Promise<void> {
  return deleteFile(path);
}
