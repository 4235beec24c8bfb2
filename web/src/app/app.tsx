import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/routes';
import { lazyQueryClient } from '@/lib/app-query-client';
import { createAppTransport } from '@/lib/app-transport';

export function App() {
  // One query cache and one transport for the screens and for the routes' loaders.
  const [data] = useState(() => ({ queryClient: lazyQueryClient(), transport: createAppTransport() }));
  const [router] = useState(() => createBrowserRouter(createRoutes(data)));
  return (
    <AppProvider transport={data.transport} queryClient={data.queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
