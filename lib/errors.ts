// The one error type on the Next.js side. It carries exactly the API's error body, so the
// BFF passes upstream errors through unchanged and the UI shows `message`.
import type { ApiErrorBody } from './schemas/common';

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Seconds until trying again makes sense (the API's Retry-After), when it said. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  body(): ApiErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}
