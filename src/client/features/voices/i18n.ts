import english from '@shared/i18n/locales/en/voices.json';
import { addEnglish } from '@client/i18n/addEnglish';

// The voice screens' English travels with their chunk (the shell bundles none of it).
addEnglish('voices', english);
