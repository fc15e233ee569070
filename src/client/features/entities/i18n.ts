import english from '@shared/i18n/locales/en/entities.json';
import { addEnglish } from '@client/i18n/addEnglish';

// The administration screens' English travels with their chunk; the shell has only the palette's words.
addEnglish('entities', english);
