import english from '@shared/i18n/locales/en/roles.json';
import { addEnglish } from '@client/i18n/addEnglish';

// The role screens' English travels with their chunk.
addEnglish('roles', english);
