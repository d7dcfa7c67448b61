/** Auth feature: sign-in, registration, password reset and sign-out. */
export { LoginPage } from './components/LoginPage';
export { RegisterPage } from './components/RegisterPage';
export { ForgotPasswordPage } from './components/ForgotPasswordPage';
export { SignOutButton } from './components/SignOutButton';
export { SignInAgainDialog } from './components/SignInAgainDialog';
