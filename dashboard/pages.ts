import type { ComponentType } from 'react';
import type { AdminMe } from '../contract/admin';
import { AppsPage } from './apps/AppsPage';
import { DeliveriesPage } from './DeliveriesPage';
import { FunnelsPage } from './funnels/FunnelsPage';
import { TeamPage } from './TeamPage';
import { UsersPage } from './users/UsersPage';
import { WebhooksPage } from './webhooks/WebhooksPage';

/** The dashboard's pages, in navigation order; the URL's hash names the open one. */
export const PAGES: Record<string, { title: string; Page: ComponentType<{ me: AdminMe }> }> = {
  apps: { title: 'Apps', Page: AppsPage },
  users: { title: 'Users', Page: UsersPage },
  funnels: { title: 'Funnels', Page: FunnelsPage },
  deliveries: { title: 'Deliveries', Page: DeliveriesPage },
  webhooks: { title: 'Webhooks', Page: WebhooksPage },
  team: { title: 'Team', Page: TeamPage },
};
export type PageId = keyof typeof PAGES;

export const pageOf = (hash: string): PageId => {
  const id = hash.replace(/^#/, '');
  return id in PAGES ? id : 'apps';
};

/** Whether this administrator may change things (viewers only read). */
export const canEdit = (me: AdminMe) => me.role !== 'viewer';
