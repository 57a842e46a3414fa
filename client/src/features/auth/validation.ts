import { ACCOUNT_FORM_MESSAGES } from '../../errors/account-form-messages.js';

/** SPEC §5 rules for the account screens. Each returns field → message for the fields that fail. */

export const SIGNUP_MIN_PASSWORD = 6;
export const RESET_MIN_PASSWORD = 8;

// Deliberately loose: the auth service has the final word on what an address may be.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const FIELD_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your password.',
} as const;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function validateLogin(values: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (!values.email.trim()) errors.email = FIELD_MESSAGES.emailRequired;
  if (!values.password) errors.password = FIELD_MESSAGES.passwordRequired;
  return errors;
}

export function validateEmail(email: string): string | undefined {
  if (!email.trim()) return FIELD_MESSAGES.emailRequired;
  if (!EMAIL_SHAPE.test(email.trim())) return FIELD_MESSAGES.emailInvalid;
  return undefined;
}

export function validateSignup(values: { email: string; password: string; confirmPassword: string }): FieldErrors<'email' | 'password' | 'confirmPassword'> {
  const errors: FieldErrors<'email' | 'password' | 'confirmPassword'> = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (values.password.length < SIGNUP_MIN_PASSWORD) errors.password = ACCOUNT_FORM_MESSAGES.SIGNUP_PASSWORD_TOO_SHORT;
  else if (values.password !== values.confirmPassword) errors.confirmPassword = ACCOUNT_FORM_MESSAGES.SIGNUP_PASSWORDS_MISMATCH;
  return errors;
}

export function validateNewPassword(values: { password: string; confirmPassword: string }): FieldErrors<'password' | 'confirmPassword'> {
  const errors: FieldErrors<'password' | 'confirmPassword'> = {};
  if (values.password.length < RESET_MIN_PASSWORD) errors.password = ACCOUNT_FORM_MESSAGES.RESET_PASSWORD_TOO_SHORT;
  else if (values.password !== values.confirmPassword) errors.confirmPassword = ACCOUNT_FORM_MESSAGES.RESET_PASSWORDS_MISMATCH;
  return errors;
}
