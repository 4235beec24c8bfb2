import type { Transport } from '@connectrpc/connect';
import { createContext, useContext } from 'react';

/**
 * The app's transport (grpc-web to the same origin, see transport.ts), whose code and the protobuf
 * runtime it needs load with the first call instead of with the first page: the child's sign-in
 * page paints and works without them.
 */
export function createAppTransport(baseUrl = window.location.origin): Transport {
  let loaded: Promise<Transport> | undefined;
  const load = () =>
    (loaded ??= import('@/lib/transport').then(({ createGrpcWebAppTransport }) => createGrpcWebAppTransport(baseUrl)));
  return {
    unary: async (...call) => (await load()).unary(...call),
    stream: async (...call) => (await load()).stream(...call),
  };
}

/**
 * The transport for screens that are not inside the antd shell (the child's sign-in page). The
 * shell hands the same transport to Connect-Query's provider, which is kept off the first page
 * because importing it brings part of the protobuf runtime.
 */
export const AppTransportContext = createContext<Transport | null>(null);

export function useAppTransport(): Transport {
  const transport = useContext(AppTransportContext);
  if (!transport) throw new Error('useAppTransport needs AppProvider above it');
  return transport;
}
