import type { ComponentType, SVGProps } from 'react';
import { BookIcon, GlobeIcon, HomeIcon, KeyIcon } from '../../../components/icons';

export interface NavItem {
  readonly to: '/app' | '/app/worlds' | '/app/api-docs' | '/app/api-keys';
  readonly label: string;
  readonly exact: boolean;
  readonly icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** SPEC.md §2, app layout: Dashboard is active on an exact match only. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/app', label: 'Dashboard', exact: true, icon: HomeIcon },
  { to: '/app/worlds', label: 'Worlds', exact: false, icon: GlobeIcon },
  { to: '/app/api-docs', label: 'Docs', exact: false, icon: BookIcon },
  { to: '/app/api-keys', label: 'API Keys', exact: false, icon: KeyIcon },
];
