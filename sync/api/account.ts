// Public surface: the account operations of the sign-in, sign-up and password screens.
export type { AccountResult, SignUpDetails } from '../account/account-commands.ts';
export {
  accountName,
  NAME_LIMIT,
  saveAccountName,
  onAccountEvent,
  requestPasswordReset,
  sendMagicLink,
  signInWithGoogle,
  signInWithPassword,
  signUp,
  updatePassword,
  verifyEmailCode,
} from '../account/account-commands.ts';
