import { ParentSignIn } from '@/features/parents/components/parent-sign-in';

export function ParentSignInRoute() {
  return <ParentSignIn />;
}
