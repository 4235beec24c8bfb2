import { useLocation } from 'react-router-dom';

import { ComingSoon } from '@/components/coming-soon';
import { paths } from '@/config/paths';

export function ComingSoonRoute({ title, description }: { title: string; description: string }) {
  const { pathname } = useLocation();
  return <ComingSoon title={title} description={description} backTo={pathname === paths.home ? undefined : paths.home} />;
}
