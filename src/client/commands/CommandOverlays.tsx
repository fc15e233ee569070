import { Palette } from './Palette';
import type { CommandContext } from './types';
import { ShortcutSheet } from './ShortcutSheet';
import './overlayEnglish';
// The screens' commands and keys: the palette and the '?' sheet list them wherever they open.
import './screenRegistry';

/** The palette and the shortcut sheet, loaded as one chunk when first needed. */
export default function CommandOverlays({ ctx }: { ctx: CommandContext }) {
  return (
    <>
      <Palette ctx={ctx} />
      <ShortcutSheet />
    </>
  );
}
