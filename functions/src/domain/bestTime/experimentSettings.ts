// Saving a workspace's best-time experiment (on or off, the share drawn to exploration): by
// those who schedule its posts, as the capability table says (GROWTH_ROLES.experiment). The
// share's bounds are the payload schema's, so a bad share is refused before anything is read.

import { GROWTH_ROLES } from '@model/capabilities';
import type {
  ExperimentSettings,
  SetBestTimeExperimentInput,
} from '@model/schemas/growth/experiment';
import type { Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { saveWorkspaceSetting } from '../workspaces/workspaceSetting';
import { experimentRef } from './experiment';

export function setBestTimeExperiment(
  db: Firestore,
  caller: Caller,
  input: SetBestTimeExperimentInput,
): Promise<ExperimentSettings> {
  return saveWorkspaceSetting(db, caller, input, GROWTH_ROLES.experiment, experimentRef);
}
