import { describe, expect, it } from 'vitest';
import { errorPageContent, errorPageTexts } from './error-page-content';

describe('errorPageContent (spec/platform.md §8)', () => {
  it('404: the page-not-found title, the search-bar message and Back to Dashboard', () => {
    expect(errorPageContent({ status: 404 })).toEqual({
      code: 404,
      title: 'Ooops! Page not found...',
      message:
        "We can't seem to find the page you're looking for but no worries. There's a search bar just above. You might want to use it to point yourself in the right direction.",
      action: { label: 'Back to Dashboard', href: '/get-started' },
    });
  });

  it('403: Forbidden with the same default message and button', () => {
    const content = errorPageContent({ status: 403 });
    expect(content.title).toBe('Forbidden');
    expect(content.message).toBe(errorPageTexts.notFoundMessage);
    expect(content.action).toEqual({ label: 'Back to Dashboard', href: '/get-started' });
  });

  it('401: unauthorized with Back to Login', () => {
    const content = errorPageContent({ status: 401 });
    expect(content.title).toBe('We’re sorry, your request is unauthorized');
    expect(content.message).toBe('This is embarrassing, we know');
    expect(content.action).toEqual({ label: 'Back to Login', href: '/auth/login' });
  });

  it.each([500, 502, 503])('%i: internal server error and the apology', (status) => {
    const content = errorPageContent({ status });
    expect(content.title).toBe('Internal server error');
    expect(content.message).toBe(
      'Server error 500. We apologise and are fixing the problem. Please try again at a later time',
    );
    expect(content.code).toBe(status);
  });

  it('other codes: the default title and message with the status code', () => {
    expect(errorPageContent({ status: 418 })).toMatchObject({
      code: 418,
      title: 'Something went terribly wrong',
      message: 'This is embarrassing, we know',
    });
  });

  it('a network error (status 0) has no code and asks about the connection', () => {
    expect(errorPageContent({ status: 0 })).toMatchObject({
      code: null,
      message: 'We doubt you have an internet connection. Please check that you do before trying again',
      action: null,
    });
  });

  it('the route-level texts replace the default message, not the title', () => {
    expect(errorPageContent({ status: 404, message: 'This page could not be found' })).toMatchObject({
      title: 'Ooops! Page not found...',
      message: 'This page could not be found',
    });
    expect(
      errorPageContent({ status: 403, message: 'You do not have the permissions to access resource' }),
    ).toMatchObject({ title: 'Forbidden', message: 'You do not have the permissions to access resource' });
  });

  it('a server message takes precedence as both title and message', () => {
    expect(
      errorPageContent({ status: 404, title: 'x', message: 'y', serverMessage: 'Business not found' }),
    ).toMatchObject({ title: 'Business not found', message: 'Business not found', code: 404 });
  });

  it('blank texts count as absent', () => {
    expect(errorPageContent({ status: 500, serverMessage: ' ', message: '' })).toMatchObject({
      title: 'Internal server error',
      message: errorPageTexts.serverErrorMessage,
    });
  });
});
