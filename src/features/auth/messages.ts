// The exact texts of the account screens: headings, buttons, validation and toasts.

export const AUTH_TEXT = {
  loginHeading: 'Sign in to your account',
  signingIn: 'Signing in...',
  signIn: 'Sign in',
  forgotPassword: 'Forgot password?',
  signUpForFree: 'Sign up for free',
  continueWithGoogle: 'Continue with Google',
  prebuiltHeading: 'Sign in to the product',
  signupHeading: 'Create your account',
  joiningLead: 'You are joining a studio you were invited to: your account needs only your own name.',
  createAccount: 'Create account',
  creatingAccount: 'Creating account...',
  passwordHint: 'Must be at least 8 characters with uppercase, lowercase, and numbers',
  passwordTooShortInline: 'Password must be at least 8 characters long.',
  sendResetLink: 'Send reset link',
  sending: 'Sending...',
  emailSent: 'Email sent!',
  tryAgain: 'Try again',
  backToLogin: 'Back to login',
  updatePassword: 'Update password',
  updating: 'Updating...',
  checkEmailConfirmation: 'Check your email for the confirmation link',
  checkEmailMagicLink: 'Check your email for the magic link',
  magicLinkEmailRequired: 'Please enter your email address to receive a magic link.',
} as const;

export const AUTH_TOASTS = {
  signInFailed: 'Sign in failed',
  welcomeBack: { title: 'Welcome back!', description: 'You have successfully signed in.' },
  signUpFailed: 'Sign up failed',
  accountCreated: { title: 'Account created!', description: 'Please check your email to verify your account.' },
  /** Sign-up when the server sends no confirmation mail: the person is signed in already. */
  accountReady: { title: 'Account created!', description: 'You are signed in. Welcome to your studio.' },
  resetFailed: 'Password reset failed',
  resetSent: { title: 'Password reset sent', description: 'Check your email for the password reset link.' },
  updateFailed: 'Update failed',
  passwordUpdated: { title: 'Password updated!', description: 'Your password has been successfully updated.' },
  passwordsDontMatch: { title: "Passwords don't match", description: 'Please make sure both passwords are the same.' },
  passwordTooShort: { title: 'Password too short', description: 'Password must be at least 8 characters long.' },
  googleFailed: 'Google sign-in unavailable',
} as const;


export const MIN_PASSWORD_LENGTH = 8;
