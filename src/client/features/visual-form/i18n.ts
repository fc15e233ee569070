import english from '@shared/i18n/locales/en/visualform.json';
import { addEnglish } from '@client/i18n/addEnglish';

// The visual form page's English travels with its chunk, not the signed-in shell's.
addEnglish('visualform', english);
