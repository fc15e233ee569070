/** The global contents window opens and closes by these window events (spec 2 §2). */
export const openContentsEvent = 'open-contents-modal';
export const closeContentsEvent = 'close-contents-modal';

export type ContentsModalTab = 'variables' | 'prompts';

export const openContentsModal = (tab?: ContentsModalTab) => window.dispatchEvent(new CustomEvent(openContentsEvent, { detail: { tab } }));
export const closeContentsModal = () => window.dispatchEvent(new Event(closeContentsEvent));
