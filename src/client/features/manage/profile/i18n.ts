import english from '@shared/i18n/locales/en/profile.json';
import { addEnglish } from '@client/i18n/addEnglish';

// My Profile's and the provider and account profiles' English travel with their chunks, not the signed-in shell.
addEnglish('profile', english);
