// Everything the dashboard reads, for every workspace of the signed-in member in this product.

import type { Product } from '@model/variant';
import { listActiveServices } from '../../firebase/catalogue';
import {
  listOwnOnboarding,
  listServiceRequests,
  type OnboardingSummary,
  type ServiceRequestSummary,
} from '../../firebase/client-portal';
import {
  listChannels,
  listDashboardPosts,
  listMemberWorkspaces,
} from '../../firebase/posts/post-queries';
import type { Channel, Workspace } from '../../firebase/posts/post-types';
import type { WorkspacePosts } from './overview';

export interface DashboardData {
  workspaces: Workspace[];
  posts: WorkspacePosts[];
  channels: (Channel & { workspaceId: string; workspaceName: string })[];
  requests: (ServiceRequestSummary & { workspaceName: string })[];
  onboarding: OnboardingSummary[];
  services: { id: string; name: string }[];
}

export async function loadDashboard(
  uid: string,
  email: string | null,
  product: Product,
  locale: string,
): Promise<DashboardData> {
  const workspaces = (await listMemberWorkspaces(uid)).filter((w) => w.product === product);
  const perWorkspace = await Promise.all(
    workspaces.map(async (workspace) => {
      const [posts, channels, requests] = await Promise.all([
        listDashboardPosts(workspace.id, new Date()),
        listChannels(workspace.id),
        product === 'connect' ? listServiceRequests(workspace.id) : Promise.resolve([]),
      ]);
      return { workspace, posts, channels, requests };
    }),
  );
  const [onboarding, services] =
    product === 'connect'
      ? await Promise.all([
          email ? listOwnOnboarding(email).catch(() => []) : Promise.resolve([]),
          listActiveServices(locale).catch(() => []),
        ])
      : [[], []];
  return {
    workspaces,
    posts: perWorkspace.flatMap(({ workspace, posts }) =>
      posts.map((post) => ({
        workspaceId: workspace.id,
        workspaceName: workspace.name,
        timeZone: workspace.timeZone,
        post,
      })),
    ),
    channels: perWorkspace.flatMap(({ workspace, channels }) =>
      channels.map((channel) => ({
        ...channel,
        workspaceId: workspace.id,
        workspaceName: workspace.name,
      })),
    ),
    requests: perWorkspace
      .flatMap(({ workspace, requests }) =>
        requests.map((r) => ({ ...r, workspaceName: workspace.name })),
      )
      .sort((a, b) => (b.updatedAt ?? 0) - (a.updatedAt ?? 0)),
    onboarding,
    services: services.map(({ id, name }) => ({ id, name })),
  };
}
