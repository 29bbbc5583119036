/** GoTrue's `type` of /verify that this service accepts (no invite, email change or phone types). */
export const VERIFY_TYPES = ['signup', 'email', 'magiclink', 'recovery'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];
