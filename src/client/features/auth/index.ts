/** The public sign-in pages; each lives in its own module so the shell can load it as a lazy chunk. */
export { default as LoginPage } from './LoginPage';
export { default as ForgotPage } from './ForgotPage';
export { default as ResetPasswordPage } from './ResetPasswordPage';
export { default as ResetTwofaPage } from './ResetTwofaPage';
export { default as VerifyOtpPage } from './VerifyOtpPage';
export { default as SetupOtpPage } from './SetupOtpPage';
