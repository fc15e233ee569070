import english from '@shared/i18n/locales/en/system.json';
import { addEnglish } from '@client/i18n/addEnglish';
import '../authoring/buildEnglish';

// The System screens' English (node types also name the flow namespace's node labels, hence the build texts).
addEnglish('system', english);
