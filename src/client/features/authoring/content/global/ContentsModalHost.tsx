import { Suspense, useEffect, useState } from 'react';
import { closeContentsEvent, openContentsEvent, type ContentsModalTab } from './contentsEvents';
import { lazyChunk } from '@client/shell/chunks';

const ContentsModal = lazyChunk(() => import('./ContentsModal'));

/** Listens for open-contents-modal / close-contents-modal and loads the window on first use. */
export function ContentsModalHost() {
  const [open, setOpen] = useState<{ tab: ContentsModalTab } | null>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onOpen = (e: Event) => {
      setLoaded(true);
      setOpen({ tab: (e as CustomEvent<{ tab?: ContentsModalTab }>).detail?.tab ?? 'variables' });
    };
    const onClose = () => setOpen(null);
    window.addEventListener(openContentsEvent, onOpen);
    window.addEventListener(closeContentsEvent, onClose);
    return () => {
      window.removeEventListener(openContentsEvent, onOpen);
      window.removeEventListener(closeContentsEvent, onClose);
    };
  }, []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ContentsModal request={open} onClose={() => setOpen(null)} />
    </Suspense>
  );
}
