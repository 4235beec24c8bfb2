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
import type { ReactNode } from 'react';

import { paths } from '@/config/paths';

export interface NavEntry {
  label: string;
  path: string;
  icon: ReactNode;
}

/** The sidebar's eight entries, in the spec's order. */
export const sidebarEntries: NavEntry[] = [
  { label: 'Dashboard', path: paths.home, icon: <HomeOutlined /> },
  { label: 'Quiz', path: paths.quizHome, icon: <QuestionCircleOutlined /> },
  { label: 'Activities', path: paths.activities, icon: <ExperimentOutlined /> },
  { label: 'Resources', path: paths.resources, icon: <BookOutlined /> },
  { label: 'Achievements', path: paths.achievements, icon: <TrophyOutlined /> },
  { label: 'Community', path: paths.community, icon: <TeamOutlined /> },
  { label: 'Mentors', path: paths.mentors, icon: <UserOutlined /> },
  { label: 'Career Excursions', path: paths.careerExcursions, icon: <CarOutlined /> },
];

/** The header's links besides the logo. */
export const headerLinks: NavEntry[] = [
  { label: 'Dashboard', path: paths.home, icon: <AppstoreOutlined /> },
  { label: 'My Profile', path: paths.myProfile, icon: <UserOutlined /> },
  { label: 'Achievements', path: paths.achievements, icon: <TrophyOutlined /> },
  { label: 'Community', path: paths.community, icon: <TeamOutlined /> },
];

/** The sidebar entry a path belongs to: its own path, or a page beneath it (/community/42). */
export function activeEntry(pathname: string): string | undefined {
  return sidebarEntries.find((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))?.path;
}
