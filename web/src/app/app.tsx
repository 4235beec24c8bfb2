import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/routes';
import { lazyQueryClient } from '@/lib/app-query-client';
import { createAppTransport } from '@/lib/app-transport';

export function App() {
  // One query cache and one transport for the screens and for the routes' loaders.
  const [data] = useState(() => {
    const transport = createAppTransport();
    // A signed-in child's screens open with what the device kept when there is no network.
    const keepChildData = async (queryClient: QueryClient) => (await import('@/lib/kept-data')).keepChildData(queryClient, transport);
    return { queryClient: lazyQueryClient(undefined, keepChildData), transport };
  });
  const [router] = useState(() => createBrowserRouter(createRoutes(data)));
  return (
    <AppProvider transport={data.transport} queryClient={data.queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
