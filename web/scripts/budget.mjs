// The most gzipped JavaScript the child's sign-in page (`/`) may need (issue 16), in KB: checked by
// scripts/size.mjs on the build and by the e2e on a real page load.
export const SIGN_IN_BUDGET_KB = 120;
