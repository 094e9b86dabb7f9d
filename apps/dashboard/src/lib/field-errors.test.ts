import { apiErrorFrom, NetworkError } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { splitFieldErrors } from './field-errors';

const validation = (message: string, fieldErrors: Record<string, string>) =>
  apiErrorFrom({
    status: 400,
    message,
    url: '/api/user/v1/x',
    body: { success: false, statusCode: 400, name: 'ValidationError', message, fieldErrors },
  });

describe('splitFieldErrors', () => {
  it('puts known fields under their inputs and keeps the alert for words not shown there', () => {
    const error = validation('The current password is incorrect', {
      currentPassword: 'The current password is incorrect',
    });
    expect(splitFieldErrors(error, ['currentPassword', 'newPassword'])).toEqual({
      fields: { currentPassword: 'The current password is incorrect' },
      formMessage: null,
    });
  });

  it('sends messages of fields the form lacks to the alert', () => {
    const error = validation('The challenge token field is required', {
      challengeToken: 'The challenge token field is required',
      password: 'The password field is required',
    });
    expect(splitFieldErrors(error, ['password'])).toEqual({
      fields: { password: 'The password field is required' },
      formMessage: 'The challenge token field is required',
    });
  });

  it('returns null when there is nothing for the fields, so the §8 handler takes it', () => {
    const conflict = apiErrorFrom({
      status: 409,
      message: 'An account with this email already exists',
      url: '/x',
      body: { success: false, statusCode: 409, name: 'ConflictError', message: 'exists' },
    });
    expect(splitFieldErrors(conflict, ['email'])).toBeNull();
    expect(splitFieldErrors(new NetworkError('offline', '/x'), ['email'])).toBeNull();
    expect(splitFieldErrors(new Error('x'), ['email'])).toBeNull();
  });
});
