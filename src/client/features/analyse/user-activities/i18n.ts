import english from '@shared/i18n/locales/en/audit.json';
import { addEnglish } from '@client/i18n/addEnglish';

// The audit trail's English travels with its chunk.
addEnglish('audit', english);
