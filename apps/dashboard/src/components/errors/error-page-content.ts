/**
 * What the error page says for a status, as a pure function the page and its tests share. Status 0 means no
 * answer reached us (a network error).
 */

export const errorPageTexts = {
  notFoundTitle: 'Ooops! Page not found...',
  forbiddenTitle: 'Forbidden',
  unauthorizedTitle: 'We’re sorry, your request is unauthorized',
  serverErrorTitle: 'Internal server error',
  serverErrorMessage:
    'Server error 500. We apologise and are fixing the problem. Please try again at a later time',
  networkMessage: 'We doubt you have an internet connection. Please check that you do before trying again',
  notFoundMessage:
    "We can't seem to find the page you're looking for but no worries. There's a search bar just above. You might want to use it to point yourself in the right direction.",
  defaultMessage: 'This is embarrassing, we know',
  defaultTitle: 'Something went terribly wrong',
  nestedError: 'An error occurred while showing the error page',
  routeNotFound: 'This page could not be found',
  routeForbidden: 'You do not have the permissions to access resource',
  couldNotConnect: 'Could not connect to server',
} as const;

export interface ErrorPageInput {
  /** The HTTP status; 0 when the request got no answer. */
  status: number;
  title?: string | undefined;
  message?: string | undefined;
  /** The server's own words (`data.message`): they take precedence as both title and message. */
  serverMessage?: string | undefined;
}

export interface ErrorPageAction {
  label: 'Back to Dashboard' | 'Back to Login';
  href: '/get-started' | '/auth/login';
}

export interface ErrorPageContent {
  /** Shown as the large code; null for a network error, which has none. */
  code: number | null;
  title: string;
  message: string;
  action: ErrorPageAction | null;
}

const backToDashboard: ErrorPageAction = { label: 'Back to Dashboard', href: '/get-started' };
const backToLogin: ErrorPageAction = { label: 'Back to Login', href: '/auth/login' };

function defaultsFor(status: number): Omit<ErrorPageContent, 'code'> {
  if (status === 404)
    return {
      title: errorPageTexts.notFoundTitle,
      message: errorPageTexts.notFoundMessage,
      action: backToDashboard,
    };
  if (status === 403)
    return {
      title: errorPageTexts.forbiddenTitle,
      message: errorPageTexts.notFoundMessage,
      action: backToDashboard,
    };
  if (status === 401)
    return {
      title: errorPageTexts.unauthorizedTitle,
      message: errorPageTexts.defaultMessage,
      action: backToLogin,
    };
  if (status >= 500)
    return {
      title: errorPageTexts.serverErrorTitle,
      message: errorPageTexts.serverErrorMessage,
      action: backToDashboard,
    };
  if (status === 0)
    return { title: errorPageTexts.defaultTitle, message: errorPageTexts.networkMessage, action: null };
  return {
    title: errorPageTexts.defaultTitle,
    message: errorPageTexts.defaultMessage,
    action: backToDashboard,
  };
}

/** Presence checks: an empty string from the server is not a message worth showing. */
const given = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

export function errorPageContent(input: ErrorPageInput): ErrorPageContent {
  const defaults = defaultsFor(input.status);
  const server = given(input.serverMessage) ? input.serverMessage : undefined;
  return {
    code: input.status > 0 ? input.status : null,
    title: server ?? (given(input.title) ? input.title : defaults.title),
    message: server ?? (given(input.message) ? input.message : defaults.message),
    action: defaults.action,
  };
}
