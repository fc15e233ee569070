import content from '@shared/i18n/locales/en/content.json?raw';
import flow from '@shared/i18n/locales/en/flow.json?raw';
import { addEnglish } from '@client/i18n/addEnglish';

// The English of the Build screens (tasks, call flows, content): the shell bundles only their palette commands.
// Read as text (`?raw`), so that these modules stay apart from the JSON modules whose `commands` the shell imports:
// a module the shell imports goes whole into the shell's chunk.
addEnglish('flow', JSON.parse(flow) as Record<string, unknown>);
addEnglish('content', JSON.parse(content) as Record<string, unknown>);
