export const AUTH_TABS = ['login', 'register'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

/** Where 'Sign Up' and 'Start Free Trial' lead: the auth page opened on its Create Account tab. */
export const SIGN_UP_HREF = '/auth?tab=register';

/** The tab the address asks for (?tab=register, or an invitation link's ?invite=), Sign In otherwise. */
export function authTabOf(params: URLSearchParams): AuthTab {
  return params.get('tab') === 'register' || params.has('invite') ? 'register' : 'login';
}
