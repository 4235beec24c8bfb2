import {
  BgColorsOutlined,
  CalculatorOutlined,
  CodeOutlined,
  CustomerServiceOutlined,
  ExperimentOutlined,
  ReadOutlined,
  RobotOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { CSSProperties, ReactNode } from 'react';

import { categoryStyleKey, type CategoryStyleKey } from '@/features/communities/components/community-logic';

/**
 * Each category style key's icon and colour (spec section 9). The colours are dark enough for the
 * white icon on them (3:1 and more, WCAG 1.4.11) in both themes.
 */
export const CATEGORY_STYLES: Record<CategoryStyleKey, { icon: ReactNode; color: string }> = {
  science: { icon: <ExperimentOutlined />, color: '#0958d9' },
  art: { icon: <BgColorsOutlined />, color: '#c41d7f' },
  technology: { icon: <RobotOutlined />, color: '#531dab' },
  tech: { icon: <CodeOutlined />, color: '#1d39c4' },
  math: { icon: <CalculatorOutlined />, color: '#d4380d' },
  sports: { icon: <TrophyOutlined />, color: '#237804' },
  music: { icon: <CustomerServiceOutlined />, color: '#006d75' },
  reading: { icon: <ReadOutlined />, color: '#ad4e00' },
  default: { icon: <TeamOutlined />, color: '#5b2ee0' },
};

/** The `--category-color` a card or header is drawn in. */
export function categoryColorStyle(category: string): CSSProperties {
  return { '--category-color': CATEGORY_STYLES[categoryStyleKey(category)].color } as CSSProperties;
}

/** A community's category as a coloured tile with its icon; decorative (the category is written out elsewhere). */
export function CategoryIcon({ category, size = 'medium' }: { category: string; size?: 'medium' | 'large' }) {
  const key = categoryStyleKey(category);
  return (
    <span
      className={`community-icon community-icon-${size} category-${key}`}
      style={{ background: CATEGORY_STYLES[key].color }}
      aria-hidden="true"
    >
      {CATEGORY_STYLES[key].icon}
    </span>
  );
}
