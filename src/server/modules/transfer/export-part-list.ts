import { flowTestsExportPart } from '../sim/flow-tests-export';
import type { ExportPart } from './export-parts';

/** The registered export parts (the extension point is described in export-parts.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const exportParts: ExportPart<any>[] = [flowTestsExportPart];
