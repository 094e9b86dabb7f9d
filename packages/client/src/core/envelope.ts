/** The response envelope: every JSON answer, success or failure, is one of these. */
import type { ErrorCode } from './error-codes.js';
import type { ApiErrorName } from './error-names.js';

export interface SuccessEnvelope<T> {
  success: true;
  statusCode: number;
  message: string;
  data: T;
}

export interface FailureEnvelope {
  success: false;
  statusCode: number;
  name: ApiErrorName;
  /** What a program branches on (error-codes.ts); the message is for people. */
  code: ErrorCode;
  message: string;
  errors?: string[];
  fieldErrors?: Record<string, string>;
  data?: unknown;
  requestId?: string;
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

export interface PageList<T> {
  items: T[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

export interface CursorPagination {
  limit: number;
  hasNext: boolean;
  hasPrevious: boolean;
  startAfter: string | null;
  endingBefore: string | null;
}

export interface CursorList<T> {
  items: T[];
  pagination: CursorPagination;
}
