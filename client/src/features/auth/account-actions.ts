/*
 * What the account screens (sign in, sign up, password recovery, a new password) do on submit,
 * loaded through ./account-code.tsx after the page works: the auth service (which loads
 * supabase-js itself) and the SPEC §8 texts for its failures.
 */
export { checkUser, requestPasswordReset, runDiagnostics, sendMagicLink, signIn, signOut, signUp, updatePassword } from '../../auth/auth-service';
export {
  forgotPasswordErrorMessage,
  isAuthConnectionFailure,
  loginErrorMessage,
  mapAuthError,
  postedAuthErrorMessage,
  resetLinkErrorMessage,
  signupErrorMessage,
} from '../../errors/auth';
export { authConfig } from '../../auth/supabase';
