import { MESSAGES } from '../../errors/messages';
import { gqlCode, serverMessage } from '../story/story-utils';

/** SPEC §5 Article URL form: the field's problem, or null when the URL may be sent. */
export function validateArticleUrl(text: string): string | null {
  const value = text.trim();
  if (!value) return MESSAGES.ARTICLE_URL_REQUIRED;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return MESSAGES.ARTICLE_URL_INVALID;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return MESSAGES.ARTICLE_URL_SCHEME;
  return null;
}

/** SPEC §8 Submit article URL: the text for a failed submission. */
export function submitUrlError(error: unknown): string {
  switch (gqlCode(error)) {
    case 'UNAUTHENTICATED':
      return MESSAGES.SUBMIT_URL_UNAUTHENTICATED;
    case 'BAD_USER_INPUT':
    case 'BAD_REQUEST':
      return serverMessage(error, MESSAGES.SUBMIT_URL_INVALID);
    case 'INTERNAL_SERVER_ERROR':
      return MESSAGES.SUBMIT_URL_SERVER_ERROR;
    default:
      return serverMessage(error, MESSAGES.SUBMIT_URL_FAILED);
  }
}
