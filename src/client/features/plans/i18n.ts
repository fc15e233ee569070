import english from '@shared/i18n/locales/en/plans.json';
import { addEnglish } from '@client/i18n/addEnglish';

// The plan screens' English travels with their chunk (the shell bundles none of it).
addEnglish('plans', english);
