import { create } from 'zustand';
import type { AnnouncementCounts } from '@shared/realtime';

/** The live tutorial and what's-new counts the socket sends to holders of system.dashboard-contents.write (null: none heard). */
export const useAnnouncementCounts = create<{ counts: AnnouncementCounts | null; set(counts: AnnouncementCounts | null): void }>((set) => ({
  counts: null,
  set: (counts) => set({ counts }),
}));
