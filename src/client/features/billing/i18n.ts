import english from '@shared/i18n/locales/en/billing.json';
import { addEnglish } from '@client/i18n/addEnglish';

// The billing screens' English travels with their chunk (the shell bundles none of it).
addEnglish('billing', english);
