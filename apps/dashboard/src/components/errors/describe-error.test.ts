import { ApiError, apiErrorFrom, NetworkError, NotFoundError, TimeoutError } from '@verity/client';
import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error';

const envelope = (statusCode: number, message: string) => ({
  success: false,
  statusCode,
  name: 'NotFoundError',
  message,
});

describe('describeError', () => {
  it('an API failure keeps its status and the server message', () => {
    const error = apiErrorFrom({
      status: 404,
      message: 'Business not found',
      body: envelope(404, 'Business not found'),
      url: '/x',
    });
    expect(error).toBeInstanceOf(NotFoundError);
    expect(describeError(error)).toEqual({ status: 404, serverMessage: 'Business not found' });
  });

  it('a body that is not the API envelope (a proxy page) gives no server message', () => {
    const error = new ApiError({
      status: 502,
      name: undefined,
      message: 'Bad Gateway',
      body: '<html>',
      url: '/x',
    });
    expect(describeError(error)).toEqual({ status: 502, serverMessage: undefined });
  });

  it('no answer at all is status 0 (network)', () => {
    expect(describeError(new NetworkError('offline', '/x'))).toEqual({ status: 0 });
    expect(describeError(new TimeoutError('/x', 120_000))).toEqual({ status: 0 });
  });

  it('other errors: their own status code if they carry one, else 500, and their message', () => {
    expect(describeError(new Error('boom'))).toEqual({ status: 500, message: 'boom' });
    expect(describeError(Object.assign(new Error('gone'), { statusCode: 410 }))).toEqual({
      status: 410,
      message: 'gone',
    });
    expect(describeError('weird')).toEqual({ status: 500, message: undefined });
  });
});
