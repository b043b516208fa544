// Sentences of SPEC.md §5 and §8, shared so the API's error bodies and the web's dialogs
// read exactly the same. Do not reword them: the specification fixes every character.

/** Error messages for sign-up and sign-in failures (SPEC.md §8), keyed by our error code. */
export const AUTH_ERROR_MESSAGES = {
  USER_ALREADY_EXISTS: 'An account with this email address already exists.',
  WEAK_PASSWORD: 'Password is too weak. Please choose a stronger password.',
  INVALID_EMAIL: 'Please enter a valid email address.',
  PASSWORD_TOO_SHORT: 'Password must be at least 6 characters',
  USER_NOT_FOUND: 'No account found with this email address.',
  WRONG_PASSWORD: 'Incorrect password. Please try again.',
  USER_DISABLED: 'This account has been disabled.',
  POPUP_BLOCKED: 'Pop-up was blocked by the browser. Please allow pop-ups and try again.',
  POPUP_CLOSED: 'Sign-in was cancelled. Please try again.',
  UNAUTHORIZED_DOMAIN: 'This domain is not authorized for Firebase authentication.',
  GOOGLE_DISABLED:
    'Google sign-in is not available on this shop yet. Please use email and password.',
  RATE_LIMITED: 'Too many attempts. Please wait a minute and try again.',
  UNAUTHORIZED: 'Please sign in to continue.',
  FORBIDDEN: 'You do not have permission to do that.',
  /** better-auth's own profile routes are closed: the profile page (PATCH /api/profile) is the way. */
  PROFILE_ROUTE_CLOSED:
    'Change your name and photo on your profile page (PATCH /api/profile). The email address cannot be changed.',
  /** A reset link (token) that is unknown, used, replaced by a newer one, or past its hour. */
  RESET_LINK_EXPIRED: 'This reset link has expired or was already used.',
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

/** 'Sign-in failed: {message}' for any sign-in error without a sentence of its own. */
export const signInFailedMessage = (message: string) => `Sign-in failed: ${message}`;
/** 'Sign-up failed: {message}' for any sign-up error without a sentence of its own. */
export const signUpFailedMessage = (message: string) => `Sign-up failed: ${message}`;

/** Inline form validation messages (SPEC.md §5); note: no final period, unlike §8. */
export const AUTH_FORM_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDontMatch: "Passwords don't match",
} as const;

/** SPEC.md §5 and §9: password minimum. */
export const PASSWORD_MIN_LENGTH = 6;

/** Toast texts of SPEC.md §8 around auth. */
export const AUTH_TOASTS = {
  signOutFailed: { title: 'Sign Out Failed', description: 'There was an error signing you out.' },
  signedOut: { title: 'Signed Out', description: "You've been signed out successfully." },
  signInFailed: {
    title: 'Sign In Failed',
    description: 'There was an error signing you in. Please try again.',
  },
  registrationFailed: {
    title: 'Registration Failed',
    description: 'There was an error creating your account. Please try again.',
  },
  welcome: 'Welcome!',
  welcomeBack: 'Welcome back!',
  accountCreated: 'Account Created!',
} as const;
