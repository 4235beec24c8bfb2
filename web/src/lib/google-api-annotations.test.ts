import { create, toBinary, fromBinary } from '@bufbuild/protobuf';

import { AuthService, ChildSignInRequestSchema, file_ndoto_v1_auth_service } from '@/gen/ndoto/v1/auth_service_pb';
import { file_google_api_annotations } from '@/lib/google-api-annotations';

describe('the google.api annotations stand-in', () => {
  it('is what the generated services import, and they still describe their methods and messages', () => {
    // The alias in vite.config.ts is in force: the services' dependency is the empty stand-in.
    expect(file_ndoto_v1_auth_service.dependencies).toContain(file_google_api_annotations);
    expect(file_google_api_annotations.name).toBe('google/api/annotations');
    expect(file_google_api_annotations.messages).toHaveLength(0);
    expect(file_google_api_annotations.extensions).toHaveLength(0);

    expect(AuthService.method.childSignIn.name).toBe('ChildSignIn');
    expect(AuthService.method.childSignIn.input).toBe(ChildSignInRequestSchema);
    const request = create(ChildSignInRequestSchema, { firstName: 'Amani', password: 'secret' });
    const decoded = fromBinary(ChildSignInRequestSchema, toBinary(ChildSignInRequestSchema, request));
    expect(decoded.firstName).toBe('Amani');
  });
});
