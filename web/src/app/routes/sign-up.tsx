import { ParentSignUp } from '@/features/parents/components/parent-sign-up';

export function SignUpRoute() {
  return <ParentSignUp />;
}
