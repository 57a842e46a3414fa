import { describe, expect, it } from 'vitest';
import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from '@supabase/supabase-js';
import {
  AuthFailure,
  forgotPasswordErrorMessage,
  loginErrorMessage,
  mapAuthError,
  resetLinkErrorMessage,
  signupErrorMessage,
} from './auth';
import { MESSAGES } from './messages';

const api = (message: string, status: number, code: string) => new AuthApiError(message, status, code);

describe('the authentication mapper (SPEC §8)', () => {
  it.each([
    [api('Email address "x" is invalid', 400, 'email_address_invalid'), 'The email address is invalid.'],
    [api('Unable to validate email address: invalid format', 400, 'validation_failed'), 'The email address is invalid.'],
    [api('User is banned', 400, 'user_banned'), 'This user account has been disabled.'],
    [api('Email not found', 404, 'user_not_found'), 'No user found with this email address.'],
    [api('Signups not allowed for otp', 422, 'otp_disabled'), 'No user found with this email address.'],
    [api('User already registered', 422, 'user_already_exists'), 'This email is already registered.'],
    [new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']), 'The password is too weak.'],
  ])('maps %o', (error, text) => {
    expect(mapAuthError(error)).toBe(text);
  });

  it('names the code of any other coded error', () => {
    expect(mapAuthError(api('Request rate limit reached', 429, 'over_request_rate_limit'))).toBe(
      'Authentication error (over_request_rate_limit): Request rate limit reached',
    );
  });

  it('uses the message, or a generic text, when there is no code', () => {
    expect(mapAuthError(new Error('Something odd'))).toBe('Something odd');
    expect(mapAuthError({})).toBe('An unknown error occurred');
  });

  it('reports an unreachable auth service as the connection error', () => {
    expect(mapAuthError(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(MESSAGES.CONNECTION_ERROR);
  });

  it('keeps code and status when rethrowing with the mapped message', () => {
    const failure = new AuthFailure(api('Invalid login credentials', 400, 'invalid_credentials'));
    expect(failure).toBeInstanceOf(Error);
    expect(failure.code).toBe('invalid_credentials');
    expect(failure.status).toBe(400);
    expect(failure.detail).toBe('Invalid login credentials');
    expect(failure.message).toBe('Authentication error (invalid_credentials): Invalid login credentials');
  });
});

describe('screen messages (SPEC §8)', () => {
  it('login', () => {
    expect(loginErrorMessage(new AuthFailure(api('Invalid login credentials', 400, 'invalid_credentials')))).toBe(
      'Invalid email or password. Please try again.',
    );
    expect(loginErrorMessage(api('Email not confirmed', 400, 'email_not_confirmed'))).toBe(
      'Please confirm your email address before logging in. Check your inbox for a confirmation link.',
    );
    expect(loginErrorMessage(api('User is banned', 400, 'user_banned'))).toBe('Failed to sign in. Please try again later.');
  });

  it('signup', () => {
    expect(signupErrorMessage(api('User already registered', 422, 'user_already_exists'))).toBe('You already have an account. You can now log in.');
    expect(signupErrorMessage(new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']))).toBe(
      'Password error: Password should be at least 6 characters.',
    );
    expect(signupErrorMessage(api('Unable to validate email address: invalid format', 400, 'validation_failed'))).toBe(
      'Email error: Unable to validate email address: invalid format',
    );
    expect(signupErrorMessage(api('Signups not allowed for this instance', 422, 'signup_disabled'))).toBe(
      'Failed to create account: Signups not allowed for this instance',
    );
  });

  it('forgot password', () => {
    expect(forgotPasswordErrorMessage(api('Email not found', 404, 'user_not_found'))).toBe(
      'Email address not found. Please check your email or sign up for a new account.',
    );
    expect(forgotPasswordErrorMessage(api('For security purposes, you can only request this after 60 seconds.', 429, 'over_email_send_rate_limit'))).toBe(
      'Too many reset attempts. Please try again later.',
    );
    expect(forgotPasswordErrorMessage(api('boom', 400, 'validation_failed'))).toBe('Failed to send password reset email. Please try again later.');
  });

  it('reset-password link errors', () => {
    expect(resetLinkErrorMessage('otp_expired', 'Email link is invalid or has expired')).toBe(
      'Your password reset link has expired. Please request a new one.',
    );
    expect(resetLinkErrorMessage('bad_code', 'Something went wrong')).toBe('Error: Something went wrong');
    expect(resetLinkErrorMessage(null, null)).toBe('Invalid reset link. Please request a new one.');
  });
});
