import { ChildSignIn } from '@/features/sign-in/components/child-sign-in';

export function SignInRoute() {
  return <ChildSignIn />;
}
