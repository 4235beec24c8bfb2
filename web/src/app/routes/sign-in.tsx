import { preloadChildHome } from '@/app/route-modules';
import { ChildSignIn } from '@/features/sign-in/components/child-sign-in';

export function SignInRoute() {
  return <ChildSignIn onStart={preloadChildHome} />;
}
