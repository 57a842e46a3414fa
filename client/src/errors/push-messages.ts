/**
 * Web push on this device (issue #59, docs/push.md): what the settings say where push cannot be
 * turned on, and why turning it on or off failed. A section of the one error table kept in a module
 * of its own, so only the push code (features/push/) loads it, not every member page
 * (./messages.ts is in the start bundle).
 */
export const PUSH_MESSAGES = {
  PUSH_UNSUPPORTED: 'Push notifications are not available in this browser.',
  PUSH_INSTALL_FIRST:
    'To get notifications on your iPhone or iPad, add the portal to your Home Screen: tap Share, then Add to Home Screen, and open it from there.',
  PUSH_BLOCKED: 'Notifications are blocked for this site. To get them, allow notifications for this site in your browser’s settings, then reload the page.',
  PUSH_NOT_ALLOWED: 'Your browser did not allow notifications. Turn the switch on again to be asked again.',
  PUSH_NO_SERVICE_WORKER: 'This browser has not finished setting up the portal for notifications. Reload the page and try again.',
  PUSH_SERVICE_FAILED: 'Your browser’s push service did not answer. Try again in a moment.',
  PUSH_SUBSCRIPTION_INCOMPLETE: 'Your browser gave an incomplete push subscription. Reload the page and try again.',
} as const;
