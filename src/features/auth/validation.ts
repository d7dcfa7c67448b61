/** Pure checks for the sign-in forms; the Auth service re-checks on its side. */
export const MIN_PASSWORD_LENGTH = 8;

export interface RegistrationInput {
  displayName: string;
  email: string;
  password: string;
  confirm: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(email: string): string | undefined {
  if (!email.trim()) return 'Enter your email address.';
  if (!EMAIL.test(email.trim())) return 'Enter a valid email address, like name@example.com.';
  return undefined;
}

export function checkRegistration(input: RegistrationInput): FieldErrors<keyof RegistrationInput> {
  const errors: FieldErrors<keyof RegistrationInput> = {};
  if (!input.displayName.trim()) errors.displayName = 'Enter your name.';
  else if (input.displayName.trim().length > 80) errors.displayName = 'Use 80 characters or fewer for your name.';
  const email = checkEmail(input.email);
  if (email) errors.email = email;
  if (input.password.length < MIN_PASSWORD_LENGTH) errors.password = `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.`;
  if (!input.confirm) errors.confirm = 'Type your password again to confirm it.';
  else if (input.confirm !== input.password) errors.confirm = 'The two passwords do not match.';
  return errors;
}

export function checkSignIn(input: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = checkEmail(input.email);
  if (email) errors.email = email;
  if (!input.password) errors.password = 'Enter your password.';
  return errors;
}
