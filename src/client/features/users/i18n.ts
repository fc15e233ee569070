import english from '@shared/i18n/locales/en/users.json';
import { addEnglish } from '@client/i18n/addEnglish';

// The invitation page's and the users panel's English travel with their chunks, not the signed-in shell.
addEnglish('users', english);
