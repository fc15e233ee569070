/** The kinds of paste, delete and unlink of the canvas (no zod here: the activity vocabulary and the shell read them too). */
export const clipboardTypes = ['copy_node', 'copy_branch', 'cut_node', 'cut_branch', 'copy_branch_to_new_canvas'] as const;
export type ClipboardType = (typeof clipboardTypes)[number];
export const deleteTypes = ['delete_node', 'delete_branch'] as const;
export type DeleteType = (typeof deleteTypes)[number];
export const unlinkTypes = ['unlink_node', 'unlink_branch'] as const;
export type UnlinkType = (typeof unlinkTypes)[number];
