import type { GenFile } from '@bufbuild/protobuf/codegenv2';
import { fileDesc } from '@bufbuild/protobuf/codegenv2';

/**
 * What the browser gets for `google/api/annotations.proto` (vite.config.ts aliases the generated
 * module to this one). The generated services import it only because their methods carry REST
 * routes (`google.api.http`), which the server alone reads; the real module also embeds all of
 * `google/protobuf/descriptor.proto`, 20 KB gzipped on the child's sign-in page. This is the same
 * file, empty: the services' descriptors resolve their import by its name and need nothing in it.
 */
export const file_google_api_annotations: GenFile = /*@__PURE__*/ fileDesc(
  // FileDescriptorProto { name: "google/api/annotations.proto", package: "google.api", syntax: "proto3" }
  'Chxnb29nbGUvYXBpL2Fubm90YXRpb25zLnByb3RvEgpnb29nbGUuYXBpYgZwcm90bzM=',
);
