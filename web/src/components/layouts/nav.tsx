import {
  AppstoreOutlined,
  BookOutlined,
  CarOutlined,
  ExperimentOutlined,
  HomeOutlined,
  QuestionCircleOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';

import { paths } from '@/config/paths';

export interface NavEntry {
  /** Its name, shown through `i18n._`. */
  label: MessageDescriptor;
  path: string;
  icon: ReactNode;
}

/** The sidebar's eight entries, in the spec's order. */
export const sidebarEntries: NavEntry[] = [
  { label: msg`Dashboard`, path: paths.home, icon: <HomeOutlined style={{ color: '#7c4dff' }} /> },
  { label: msg`Quiz`, path: paths.quizHome, icon: <QuestionCircleOutlined style={{ color: '#f759ab' }} /> },
  { label: msg`Activities`, path: paths.activities, icon: <ExperimentOutlined style={{ color: '#13c2c2' }} /> },
  { label: msg`Resources`, path: paths.resources, icon: <BookOutlined style={{ color: '#597ef7' }} /> },
  { label: msg`Achievements`, path: paths.achievements, icon: <TrophyOutlined style={{ color: '#faad14' }} /> },
  { label: msg`Community`, path: paths.community, icon: <TeamOutlined style={{ color: '#52c41a' }} /> },
  { label: msg`Mentors`, path: paths.mentors, icon: <UserOutlined style={{ color: '#fa8c16' }} /> },
  { label: msg`Career Excursions`, path: paths.careerExcursions, icon: <CarOutlined style={{ color: '#eb2f96' }} /> },
];

/**
 * The bottom bar's destinations on a phone, in the sidebar's order: the screens a child comes back
 * to and that change as they use Ndoto (their dashboard, the career quiz, activities that earn
 * badges, the badges themselves, their communities; achievements and communities are also the
 * spec's header links). The sidebar's other three, whose content is the same sample on every
 * visit (resources, mentors, excursions 'coming soon'), are under More.
 */
const BOTTOM_BAR_PATHS: readonly string[] = [paths.home, paths.quizHome, paths.activities, paths.achievements, paths.community];

export const bottomBarEntries: NavEntry[] = sidebarEntries.filter((entry) => BOTTOM_BAR_PATHS.includes(entry.path));

/** The sidebar entries under the bottom bar's More. */
export const moreEntries: NavEntry[] = sidebarEntries.filter((entry) => !BOTTOM_BAR_PATHS.includes(entry.path));

/** The header's links besides the logo. */
export const headerLinks: NavEntry[] = [
  { label: msg`Dashboard`, path: paths.home, icon: <AppstoreOutlined /> },
  { label: msg`My Profile`, path: paths.myProfile, icon: <UserOutlined /> },
  { label: msg`Achievements`, path: paths.achievements, icon: <TrophyOutlined /> },
  { label: msg`Community`, path: paths.community, icon: <TeamOutlined /> },
];

/** The sidebar entry a path belongs to: its own path, or a page beneath it (/community/42). */
export function activeEntry(pathname: string): string | undefined {
  return sidebarEntries.find((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))?.path;
}
