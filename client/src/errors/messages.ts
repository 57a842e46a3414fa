import { ACCOUNT_MESSAGES, formatAccountMessage } from './account-messages';

/**
 * SPEC §8 texts, keyed by error code. The gateway's error table sends these codes in
 * `extensions.code` (GraphQL) and the REST error body; the client-only ones are marked.
 * Feature issues add their sections here instead of writing texts inline.
 */
export const MESSAGES = {
  // General and the account screens: ./account-messages.ts
  ...ACCOUNT_MESSAGES,

  /** Client-only: a part of a page loaded on demand (a dialog, an editor) could not be fetched. */
  PART_LOAD_FAILED: 'This part of the page could not be loaded. Check your connection and try again.',

  // Admin user management
  ADMIN_LOAD_FAILED: 'Failed to load user data',
  ADMIN_REQUEST_FAILED: 'Failed to submit request',

  // Stories and collaboration (SPEC §2.3, §5, §8)
  STORY_NOT_FOUND: 'Story not found.',
  STORY_LOAD_FAILED: 'Error loading story. Please try again later.',
  STORIES_LOAD_FAILED: 'Failed to load stories. Please try again later.',
  STORIES_EMPTY: 'No stories found. Try changing your search or filter.',
  STORY_TITLE_REQUIRED: 'Title is required',
  STORY_DESCRIPTION_REQUIRED: 'Description is required',
  TIMELINE_EMPTY: 'No articles found in this timeline.',
  TIMELINE_NO_ARTICLES: "This story doesn't have any articles yet.",
  FOLLOW_FAILED: 'An unexpected error occurred',
  INVITES_LOAD_FAILED: 'Failed to load collaboration invites',
  INVITE_RESPONSE_FAILED: 'Failed to process response',
  INVITE_ACCEPTED: 'Accepted! You are now a collaborator.',
  INVITE_DECLINED: 'Invitation declined.',
  JOIN_REQUEST_FAILED: 'Failed to send join request',
  COLLABORATORS_LOAD_FAILED: 'Failed to load collaborator data',
  INVITE_SEND_FAILED: 'Failed to send invitation',
  COLLABORATOR_REMOVE_FAILED: 'Failed to remove collaborator',
  COLLABORATOR_ROLE_FAILED: 'Failed to update role',
  JOIN_REQUEST_DECIDE_FAILED: 'Failed to accept/reject request',
  STORY_SETTINGS_FAILED: 'Failed to update story settings',
  STORY_SETTINGS_SAVED: 'Story settings updated successfully',
  INVITE_EMAIL_INVALID: 'Please enter a valid email address.',

  // Add article to story (SPEC §5, §8)
  ADD_ARTICLE_LOGIN_REQUIRED: 'You must be logged in to add articles to stories',
  ADD_ARTICLE_URL_REQUIRED: 'Please enter an article URL',
  ADD_ARTICLE_UNAUTHENTICATED: 'Authentication required. Please log in to add articles to stories.',
  ADD_ARTICLE_FORBIDDEN: 'You do not have permission to add articles to this story.',
  ADD_ARTICLE_NOT_FOUND: 'Story or article not found.',
  ADD_ARTICLE_SERVER_ERROR: 'Server error. Please try again later or contact support.',
  ADD_ARTICLE_ALREADY_IN_STORY: 'Article is already part of this story!',
  ADD_ARTICLE_FAILED: 'Error adding article to story. Please try again.',
  ADD_ARTICLE_SUCCESS: 'Article successfully added to story!',

  // Address and representatives (SPEC §5, §8)
  ADDRESS_REQUIRED_FIELDS: 'Please fill in all required fields',
  ADDRESS_ZIP_INVALID: 'Please enter a valid ZIP code: 5 digits or ZIP+4 (12345 or 12345-6789)',
  ADDRESS_PHONE_INVALID: 'Please enter the phone number as 123-456-7890',
  ADDRESS_STATE_INVALID: 'Please choose one of the 50 states or DC',
  ADDRESS_LOAD_SERVER_ERROR: 'We could not retrieve your saved address. You can still enter a new one.',
  ADDRESS_LOAD_FAILED: 'Could not load your address information...',
  ADDRESS_SAVE_FAILED: 'Failed to save address',
  ADDRESS_SAVED: 'Address saved successfully',
  REPRESENTATIVES_SERVER_ERROR: 'We encountered an issue finding your representatives. Please verify your address information.',
  REPRESENTATIVES_NO_DATA: 'No data returned from the server',

  // Dashboard (SPEC §2.3, §8)
  DASHBOARD_LOGGED_OUT: 'Please log in to view your dashboard.',

  // Key votes (SPEC §2.3, §8)
  KEY_VOTES_EMPTY: 'No key votes found.',
  KEY_VOTES_LOAD_FAILED: 'Failed to load key votes. Please try again later.',
  KEY_VOTES_PANEL_LOAD_FAILED: 'Failed to load key votes',
  KEY_VOTE_NOT_FOUND: 'Key vote not found',
  KEY_VOTE_LOAD_FAILED: 'Failed to load key vote details',
  KEY_VOTE_UPDATE_FAILED: 'Failed to update key vote',
  KEY_VOTE_UPDATED: 'Key vote updated successfully',
  LIKE_FAILED: 'There was an error processing your like. Please try again later.',
  LIKE_CONNECTION_FAILED: 'Unable to connect to the server...',

  // Legislators (SPEC §2.3, §8)
  STAFF_ONLY: 'You need to be a staff member to access this page.',
  LEGISLATORS_EMPTY: 'No legislators match your search criteria.',
  LEGISLATOR_CONTENT_LOAD_FAILED: 'Failed to load legislator content. Please try again.',
  LEGISLATOR_DETAILS_LOAD_FAILED: 'Failed to load legislator details. Please try again.',
  LEGISLATOR_DATA_LOAD_FAILED: 'Failed to load legislator data',
  LEGISLATOR_COMMENTARY_CREATE_FAILED: 'Failed to create legislator commentary',
  LEGISLATOR_COMMENTARY_SAVE_FAILED: 'Error saving commentary. Please try again.',
  LEGISLATOR_COMMENTARY_UPDATED: 'Commentary updated successfully!',
  LEGISLATOR_COMMENTARY_ADDED: 'Commentary added successfully!',

  // Articles, commentary and content (SPEC §2.3, §5, §8)
  ARTICLES_EMPTY: 'No articles yet. Be the first to submit one!',
  ARTICLES_LOAD_FAILED: 'Error loading articles. Please try again later.',
  ARTICLE_LOAD_FAILED: 'Failed to load the article. Please try again later.',
  ARTICLE_NOT_FOUND: 'Article not found',
  ARTICLE_NO_CONTENT: 'No content available.',
  ARTICLE_URL_REQUIRED: 'Please enter a URL',
  ARTICLE_URL_INVALID: 'Please enter a valid URL',
  ARTICLE_URL_SCHEME: 'Please enter a valid URL starting with http:// or https://',
  ARTICLE_SUBMIT_SIGN_IN: 'Please sign in to submit articles',
  SUBMIT_URL_UNAUTHENTICATED: 'Authentication required. Please log in to submit articles.',
  SUBMIT_URL_INVALID: 'Invalid URL format. Please check the URL and try again.',
  SUBMIT_URL_SERVER_ERROR: 'Server error. Please try again later or contact support.',
  SUBMIT_URL_FAILED: 'Failed to submit URL. Please try again.',
  CONTENT_VALIDATION: 'Validation Error: Title and content cannot be empty',
  DASHBOARD_CONTENT_SERVER_ERROR: 'The server encountered an issue loading content. Some features may be temporarily unavailable.',
  DASHBOARD_CONTENT_FAILED: 'Failed to load recent content. Please try again.',
} as const;

export type MessageCode = keyof typeof MESSAGES;

export function messageFor(code: string | undefined, fallback: string = MESSAGES.UNKNOWN): string {
  return code && code in MESSAGES ? MESSAGES[code as MessageCode] : fallback;
}

/** SPEC §8 texts with a part filled in. */
export const formatMessage = {
  ...formatAccountMessage,
  adminAssignFailed: (message: string) => `Failed to assign role: ${message}`,
  adminRemoveFailed: (message: string) => `Failed to remove role: ${message}`,
  adminRequestSubmitted: (id: string) => `Request submitted successfully. Request ID: ${id}`,
  storyCreateFailed: (message?: string) => `Failed to create story: ${message || 'Unknown error'}`,
  contentUpdateFailed: (type: string) => `Failed to update ${type}. Please try again.`,
  contentDeleteFailed: (type: string) => `Failed to delete ${type}. Please try again.`,
  contentUpdated: (type: string) => `${type} updated successfully`,
  contentDeleted: (type: string) => `${type} deleted successfully`,
} as const;
