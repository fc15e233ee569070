import english from '@shared/i18n/locales/en/auth.json';
import { addEnglish } from '@client/i18n/addEnglish';

// The sign-in, reset and two-factor pages' English travels with their chunks (the sign-in page still renders without a
// request for its words), not with the signed-in shell; My Profile's password and two-factor sections use it too.
addEnglish('auth', english);
