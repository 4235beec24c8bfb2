import { useLocation, useSearchParams } from 'react-router-dom';

import { ComingSoon } from '@/components/coming-soon';
import { paths } from '@/config/paths';

export function ComingSoonRoute({ title, description }: { title: string; description: string }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const query = params.get('q');
  // The header search lands on the video hub: say what will be searched once it opens.
  const note =
    title === 'Safe Video Hub' && query ? `We will look for videos about “${query}” as soon as it opens.` : undefined;
  return <ComingSoon title={title} description={description} note={note} backTo={pathname === paths.home ? undefined : paths.home} />;
}
